import { useQuery } from '@tanstack/react-query'
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

/** The signed-in staff member as the server sees them (admin rights, applications). */
export function useMe(enabled = true) {
  return useQuery({ queryKey: queryKeys.me, queryFn: () => apiFetch<Me>('/me'), enabled, staleTime: 60_000 })
}
