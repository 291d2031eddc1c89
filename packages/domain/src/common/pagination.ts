import { z } from 'zod'
import { MUST_BE_NUMBER, MUST_BE_WHOLE_NUMBER, numberAtLeast, numberAtMost } from './messages'
import { INT4_MAX } from './numbers'

/** Tables start at 10 rows with a size changer (000 §9). */
export const DEFAULT_TABLE_PAGE_SIZE = 10
/** A query without a limit gets 100 (000 §9 "default schema page size"). */
export const DEFAULT_SCHEMA_PAGE_SIZE = 100
/** Dropdown and list loads ask for up to 10000 items, so that is the ceiling. */
export const MAX_PAGE_LIMIT = 10_000

// Query strings arrive as text, so the numbers are coerced.
const queryInteger = () => z.coerce.number({ error: MUST_BE_NUMBER }).int(MUST_BE_WHOLE_NUMBER)

/** A page number a client asks for: 1 or more. */
export const pageNumberSchema = () => queryInteger().min(1, numberAtLeast(1)).max(INT4_MAX, numberAtMost(INT4_MAX))
/** A page size (or any count of items a client asks for): 1 to `max`, refused outside, never clamped. */
export const pageLimitSchema = (max: number = MAX_PAGE_LIMIT) => queryInteger().min(1, numberAtLeast(1)).max(max, numberAtMost(max))

/**
 * The page and limit of every paged list, REST query or GraphQL arguments alike: one rule and one
 * set of messages. A list with a smaller page or a default of its own says so here.
 */
export const pageQuerySchema = ({ defaultLimit = DEFAULT_SCHEMA_PAGE_SIZE, maxLimit = MAX_PAGE_LIMIT } = {}) =>
  z.object({ page: pageNumberSchema().default(1), limit: pageLimitSchema(maxLimit).default(defaultLimit) })

export const paginationQuerySchema = pageQuerySchema()

export type PaginationQuery = z.infer<typeof paginationQuerySchema>

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
