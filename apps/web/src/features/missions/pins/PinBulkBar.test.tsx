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
            totalIsLowerBound={false}
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

  it('says "1,000+" where a search found more pins than it counted, in the offer and once all are selected', () => {
    const bar = (selection: Parameters<typeof PinBulkBar>[0]['selection'], count: number) => (
      <QueryClientProvider client={new QueryClient()}>
        <App>
          <PinBulkBar
            missionIdentity="MISSION00001"
            selection={selection}
            count={count}
            canSelectAllMatching
            total={1000}
            totalIsLowerBound
            onSelectAllMatching={vi.fn()}
            onClear={vi.fn()}
          />
        </App>
      </QueryClientProvider>
    )
    const { rerender } = render(bar({ kind: 'pins', identities: ['PIN1', 'PIN2'] }, 2))
    expect(screen.getByText('2 selected')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Select all 1,000+ pins matching the filter' })).toBeTruthy()
    rerender(bar({ kind: 'matching', filter: { state: 'ALL', isRunning: 'ALL', deploymentGroupIdentities: [], search: 'springfield' } }, 1000))
    expect(screen.getByText('1,000+ selected')).toBeTruthy()
    expect(screen.getByText('All 1,000+ pins matching the filter are selected (test pins are never changed).')).toBeTruthy()
  })
})
