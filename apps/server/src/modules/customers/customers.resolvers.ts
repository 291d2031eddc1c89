import type { IResolvers } from 'mercurius'
import { MAX_PAGE_LIMIT } from '@mc/domain'
import { badRequest } from '../../http/errors'
import type { GraphQLContext } from '../../graphql/graphql-context'
import { customerLogoUrl } from './customer-view'
import { listCustomers, type CustomerRow } from './customers.repository'

export const customerResolvers: IResolvers = {
  Query: {
    customers: async (_root: unknown, args: { current?: boolean | null; limit?: number | null }, ctx: GraphQLContext) => {
      const limit = args.limit ?? MAX_PAGE_LIMIT
      if (limit < 1 || limit > MAX_PAGE_LIMIT)
        throw badRequest(`limit must be between 1 and ${MAX_PAGE_LIMIT}`, { limit: [`Must be between 1 and ${MAX_PAGE_LIMIT}`] })
      return listCustomers(ctx.deps.db, args.current ?? undefined, limit)
    },
  },
  Customer: {
    description: (row: CustomerRow) => row.description ?? '',
    salesforceCustomerId: (row: CustomerRow) => row.salesforceCustomerId ?? '',
    salesforceOpportunityUrl: (row: CustomerRow) => row.salesforceOpportunityUrl || null,
    logoUrl: (row: CustomerRow) => customerLogoUrl(row),
  },
}
