import { describe, expect, it } from 'vitest'
import { DEFAULT_TABLE_PAGE_SIZE, displayedRange, pageMeta, pageOffset } from './pagination'
import { paginationQuerySchema } from './pagination.schema'

describe('pagination query', () => {
  it('defaults to page 1 of 100', () => {
    expect(paginationQuerySchema.parse({})).toEqual({ page: 1, limit: 100 })
    expect(DEFAULT_TABLE_PAGE_SIZE).toBe(10)
  })
  it('reads query-string numbers', () => {
    expect(paginationQuerySchema.parse({ page: '3', limit: '25' })).toEqual({ page: 3, limit: 25 })
  })
  it('holds the bounds', () => {
    expect(paginationQuerySchema.safeParse({ page: 1, limit: 1 }).success).toBe(true)
    expect(paginationQuerySchema.safeParse({ limit: 10000 }).success).toBe(true)
    expect(paginationQuerySchema.safeParse({ limit: 10001 }).error?.issues[0]?.message).toBe('Enter a number equal to or below 10000')
    expect(paginationQuerySchema.safeParse({ limit: 0 }).error?.issues[0]?.message).toBe('Enter a number equal to or above 1')
    expect(paginationQuerySchema.safeParse({ page: 0 }).error?.issues[0]?.path).toEqual(['page'])
    expect(paginationQuerySchema.safeParse({ page: '1.5' }).error?.issues[0]?.message).toBe('Must be a whole number')
    expect(paginationQuerySchema.safeParse({ page: 'abc' }).error?.issues[0]?.message).toBe('Must be a number')
  })
  it('builds meta, offsets and displayed ranges', () => {
    const query = { page: 3, limit: 10 }
    expect(pageMeta(query, 25)).toEqual({ currentPage: 3, totalElements: 25, size: 10 })
    expect(pageOffset(query)).toBe(20)
    expect(displayedRange(pageMeta(query, 25))).toEqual({ from: 21, to: 25 })
    expect(displayedRange({ currentPage: 1, totalElements: 0, size: 10 })).toEqual({ from: 0, to: 0 })
  })
})
