// No zod here, so a screen's page sizes and captions do not load the schemas (pagination.schema.ts).
import type { PaginationQuery } from './pagination.schema'

/** Tables start at 10 rows with a size changer (000 §9). */
export const DEFAULT_TABLE_PAGE_SIZE = 10
/** A query without a limit gets 100 (000 §9 "default schema page size"). */
export const DEFAULT_SCHEMA_PAGE_SIZE = 100
/** Dropdown and list loads ask for up to 10000 items, so that is the ceiling. */
export const MAX_PAGE_LIMIT = 10_000

/** The list metadata of the REST answers (001 §7). */
export interface PageMeta {
  currentPage: number
  totalElements: number
  size: number
}

export const pageMeta = (query: PaginationQuery, totalElements: number): PageMeta => ({
  currentPage: query.page,
  totalElements,
  size: query.limit,
})

/** Zero-based offset of the first item of the page. */
export const pageOffset = ({ page, limit }: PaginationQuery): number => (page - 1) * limit

/** 1-based first and last item shown, for captions such as 'Displaying X to Y of N Maya Users'. */
export function displayedRange(meta: PageMeta): { from: number; to: number } {
  if (meta.totalElements === 0) return { from: 0, to: 0 }
  const from = (meta.currentPage - 1) * meta.size + 1
  return { from: Math.min(from, meta.totalElements), to: Math.min(from + meta.size - 1, meta.totalElements) }
}
