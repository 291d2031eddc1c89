import { useQuery } from '@tanstack/react-query'
import { graphqlRequest } from '../../../shared/api/graphql'
import { POLL_INTERVAL_MS } from '../../../shared/api/query-client'
import { ApplicationsDocument, EmployeesDocument } from '../../../shared/api/graphql.generated'
import { queryKeys } from '../../../shared/api/query-keys'

/** GraphQL employees: the whole list, polled every 60 s (001 §9); the table pages it. */
export function useEmployees() {
  return useQuery({
    queryKey: queryKeys.employees.all,
    queryFn: async () => (await graphqlRequest(EmployeesDocument)).employees,
    refetchInterval: POLL_INTERVAL_MS,
  })
}

/** The applications the form offers as checkboxes. */
export function useApplications() {
  return useQuery({
    queryKey: queryKeys.employees.applications,
    queryFn: async () => (await graphqlRequest(ApplicationsDocument)).applications,
    refetchInterval: POLL_INTERVAL_MS,
  })
}
