import { useQuery } from '@tanstack/react-query'
import { graphqlRequest } from '../../../shared/api/graphql'
import { GetCustomersDocument } from './GetCustomers.document.generated'
import { queryKeys } from '../../../shared/api/query-keys'

/** GetCustomers(current: true): the customers a campaign can be moved to. */
export function useCurrentCustomers(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.customers.current(),
    queryFn: async () => (await graphqlRequest(GetCustomersDocument, { current: true })).customers,
    enabled,
  })
}
