import { useQuery } from '@tanstack/react-query'
import { graphqlRequest } from '../../../shared/api/graphql'
import { POLL_INTERVAL_MS } from '../../../shared/api/query-client'
import { ApplicationsDocument, EmployeesDocument } from '../../../shared/api/graphql.generated'
import { queryKeys } from '../../../shared/api/query-keys'
import type { Employee } from './employee.types'

const employeesQuery = {
  queryKey: queryKeys.employees.all,
  queryFn: async () => (await graphqlRequest(EmployeesDocument)).employees,
  refetchInterval: POLL_INTERVAL_MS,
}

/** GraphQL employees: the whole list, polled every 60 s (001 §9); the table pages it. */
export const useEmployeeRows = () => useQuery({ ...employeesQuery, select: (rows: Employee[]) => ({ rows }) })

/** One employee of that list, for its edit modal. */
export const useEmployee = (identity: string) =>
  useQuery({ ...employeesQuery, select: (rows: Employee[]) => rows.find((employee) => employee.identity === identity) })

/** The applications the form offers as checkboxes. */
export function useApplications() {
  return useQuery({
    queryKey: queryKeys.employees.applications,
    queryFn: async () => (await graphqlRequest(ApplicationsDocument)).applications,
    refetchInterval: POLL_INTERVAL_MS,
  })
}
