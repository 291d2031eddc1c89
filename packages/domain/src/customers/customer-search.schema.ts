import { z } from 'zod'
import { searchTextSchema } from '../common/search.schema'

/**
 * GET /customers?search=: the index's search, on the server. Name anywhere or Salesforce customer
 * id from its start, case-insensitive (docs/domain/customers.md, "Search"). Empty: every customer.
 */
export const customerListQuerySchema = z.object({ search: searchTextSchema() })
export type CustomerListQuery = z.output<typeof customerListQuerySchema>
