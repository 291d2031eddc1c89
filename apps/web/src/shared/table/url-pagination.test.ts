import { describe, expect, it, vi } from 'vitest'
import { urlPagination } from './url-pagination'

describe('urlPagination', () => {
  it('moves to the chosen page at the same size, and back to page 1 when the size changes', () => {
    const go = vi.fn()
    const config = urlPagination({ page: 3, size: 25, total: 400 }, go)
    expect(config).toMatchObject({ current: 3, pageSize: 25, total: 400, showSizeChanger: true })
    config.onChange!(4, 25)
    config.onChange!(4, 50)
    expect(go.mock.calls).toEqual([
      [4, 25],
      [1, 50],
    ])
  })

  it('leaves the total to the table when the rows are all loaded, and takes extra settings', () => {
    const config = urlPagination({ page: 1, size: 10 }, () => undefined, { pageSizeOptions: [10, 25] })
    expect('total' in config).toBe(false)
    expect(config.pageSizeOptions).toEqual([10, 25])
  })
})
