import DataLoader from 'dataloader'
import type { IResolvers } from 'mercurius'
import { MAX_PAGE_LIMIT } from '@mc/domain'
import { loader, type GraphQLContext } from '../../graphql/graphql-context'
import { readPage } from '../../graphql/page-args'
import { customerLogoUrl } from './customer-view'
import { customPeriodsOf, listCustomers, type CustomerPeriodRow, type CustomerRow } from './customers.repository'

/** Every customer's reporting periods in one query per request, however many customers are listed. */
const customPeriods = (ctx: GraphQLContext) =>
  loader(
    ctx,
    'customers.customPeriods',
    () =>
      new DataLoader(async (ids: readonly number[]) => {
        const rows = await customPeriodsOf(ctx.deps.pool, ids)
        return ids.map((id) => rows.filter((row) => row.customerId === id))
      }),
  )

export const customerResolvers: IResolvers = {
  Query: {
    customers: async (_root: unknown, args: { current?: boolean | null; limit?: number | null }, ctx: GraphQLContext) => {
      const { limit } = readPage({ limit: args.limit }, { defaultLimit: MAX_PAGE_LIMIT })
      return listCustomers(ctx.deps.pool, args.current ?? undefined, limit)
    },
  },
  Customer: {
    description: (row: CustomerRow) => row.description ?? '',
    salesforceCustomerId: (row: CustomerRow) => row.salesforceCustomerId ?? '',
    salesforceOpportunityUrl: (row: CustomerRow) => row.salesforceOpportunityUrl || null,
    logoUrl: (row: CustomerRow) => customerLogoUrl(row),
    customerCapPeriods: (row: CustomerRow, _args: unknown, ctx: GraphQLContext) => customPeriods(ctx).load(row.id),
    customReportingPeriods: async (row: CustomerRow, _args: unknown, ctx: GraphQLContext) => ({ total: (await customPeriods(ctx).load(row.id)).length }),
  },
  CustomerCapPeriod: {
    id: (row: CustomerPeriodRow) => String(row.id),
  },
}
