import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import { UploadPreview } from './UploadPreview'
import type { StoreListPreview } from '../api/preview-store-list'

const nothing: StoreListPreview = {
  newOrganizations: [],
  newStoreRows: [],
  newStoresApproximate: false,
  cityCentreRows: [],
  failingRows: [],
  matchedRows: [],
  pausedPinRows: [],
  implausibleCoordinateRows: [],
}

describe('UploadPreview', () => {
  it('warns of coordinates that cannot be in their row’s state, with the rows', () => {
    render(<UploadPreview preview={{ result: { ...nothing, implausibleCoordinateRows: [4, 9] } }} />)
    expect(screen.getByTestId('preview-implausible-coordinates').textContent).toBe(
      '2 rows give a latitude and longitude that cannot be in their state: they will be ignored, and the store matched and placed by its address. Rows 4, 9',
    )
  })

  it('says nothing when nothing needs saying', () => {
    const { container } = render(<UploadPreview preview={{ result: nothing }} />)
    expect(container.textContent).toBe('')
  })
})
