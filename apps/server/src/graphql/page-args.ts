import { pageQuerySchema } from '@mc/domain'
import { parseInput } from '../http/validate'

/** GraphQL sends an omitted optional argument as null; the domain schemas give it their default. */
export const withoutNulls = <T extends Record<string, unknown>>(args: T): Partial<T> =>
  Object.fromEntries(Object.entries(args).filter(([, value]) => value !== null && value !== undefined)) as Partial<T>

/** A paged list's page and limit from its GraphQL arguments, by the domain's one page rule and messages. */
export function readPage(args: { page?: unknown; limit?: unknown }, options?: Parameters<typeof pageQuerySchema>[0]) {
  return parseInput(pageQuerySchema(options), withoutNulls({ page: args.page, limit: args.limit }))
}
