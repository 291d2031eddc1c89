import DataLoader from 'dataloader'
import { MAX_PAGE_LIMIT } from '@mc/domain'
import { loader, type GraphQLContext } from '../../graphql/graphql-context'
import { readPage } from '../../graphql/page-args'
import type { Resolvers } from '../../graphql/resolvers.generated'
import { customerLogoUrl } from './customer-view'
import { customPeriodsOf, listCustomers } from './customers.repository'

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

export const customerResolvers: Resolvers = {
  Query: {
    customers: async (_root, args, ctx) => {
      const { limit } = readPage({ limit: args.limit }, { defaultLimit: MAX_PAGE_LIMIT })
      return listCustomers(ctx.deps.pool, args.current ?? undefined, limit)
    },
  },
  Customer: {
    description: (row) => row.description ?? '',
    salesforceCustomerId: (row) => row.salesforceCustomerId ?? '',
    salesforceOpportunityUrl: (row) => row.salesforceOpportunityUrl || null,
    logoUrl: (row) => customerLogoUrl(row),
    customerCapPeriods: (row, _args, ctx) => customPeriods(ctx).load(row.id),
    customReportingPeriods: async (row, _args, ctx) => ({ total: (await customPeriods(ctx).load(row.id)).length }),
  },
  CustomerCapPeriod: {
    id: (row) => String(row.id),
  },
}
