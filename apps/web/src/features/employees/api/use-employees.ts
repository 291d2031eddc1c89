import { useQuery, useQueryClient } from '@tanstack/react-query'
import { graphqlRequest } from '../../../shared/api/graphql'
import { POLL_INTERVAL_MS } from '../../../shared/api/query-client'
import { ApplicationsDocument } from './Applications.document.generated'
import { EmployeesDocument } from './Employees.document.generated'
import { queryKeys } from '../../../shared/api/query-keys'
import type { Employee } from './employee.types'
import { pollEvery, useRecordChanges } from '../../../shared/live/live'

/** The employees list, kept up to date live (a colleague's change is told), polled every 60 s (001 §9) when the channel is down. */
function useEmployeesQuery() {
  const queryClient = useQueryClient()
  useRecordChanges('employees', ['employee'], () => void queryClient.invalidateQueries({ queryKey: queryKeys.employees.all, exact: true }), 'an employee')
  return {
    queryKey: queryKeys.employees.all,
    queryFn: async () => (await graphqlRequest(EmployeesDocument)).employees,
    refetchInterval: pollEvery(),
  }
}

/** GraphQL employees: the whole list; the table pages it. */
export const useEmployeeRows = () => useQuery({ ...useEmployeesQuery(), select: (rows: Employee[]) => ({ rows }) })

/** One employee of that list, for its edit modal. */
export const useEmployee = (identity: string) =>
  useQuery({ ...useEmployeesQuery(), select: (rows: Employee[]) => rows.find((employee) => employee.identity === identity) })

/** The applications the form offers as checkboxes (no live event tells of a change to them: polled). */
export function useApplications() {
  return useQuery({
    queryKey: queryKeys.employees.applications,
    queryFn: async () => (await graphqlRequest(ApplicationsDocument)).applications,
    refetchInterval: POLL_INTERVAL_MS,
  })
}
