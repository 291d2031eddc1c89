import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from './http'
import { queryKeys } from './query-keys'

export interface Me {
  email: string
  name: string
  employeeIdentity: string
  firstName: string
  lastName: string
  isAdmin: boolean
  applications: string[]
}

/** GET /me, for the hook and for the start-up prefetch (main.tsx), which sends it before the console renders. */
export const meQuery = queryOptions({ queryKey: queryKeys.me, queryFn: () => apiFetch<Me>('/me'), staleTime: 60_000 })

/** The signed-in staff member as the server sees them (admin rights, applications). */
export function useMe(enabled = true) {
  return useQuery({ ...meQuery, enabled })
}
