import { describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { App } from 'antd'
import { PinBulkBar } from './PinBulkBar'

describe('PinBulkBar', () => {
  it('writes the selection and the filter total out with a comma every three digits', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <App>
          <PinBulkBar
            missionIdentity="MISSION00001"
            selection={{ kind: 'pins', identities: Array.from({ length: 1250 }, (_, index) => `PIN${index}`) }}
            count={1250}
            canSelectAllMatching
            total={10000}
            onSelectAllMatching={vi.fn()}
            onClear={vi.fn()}
          />
        </App>
      </QueryClientProvider>,
    )
    expect(screen.getByText('1,250 selected')).toBeTruthy()
    expect(screen.getByText('All 1,250 selectable pins on this page are selected.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Select all 10,000 pins matching the filter' })).toBeTruthy()
  })
})
