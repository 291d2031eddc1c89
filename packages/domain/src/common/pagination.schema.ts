import { z } from 'zod'
import { MUST_BE_NUMBER, MUST_BE_WHOLE_NUMBER, numberAtLeast, numberAtMost } from './messages'
import { INT4_MAX } from './numbers'
import { DEFAULT_SCHEMA_PAGE_SIZE, MAX_PAGE_LIMIT } from './pagination'

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
