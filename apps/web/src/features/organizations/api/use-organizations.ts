import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '../../../shared/api/http'
import type { OrganizationPage } from '@mc/domain/organizations/organization.types'
import { queryKeys } from '../../../shared/api/query-keys'
import { pollEvery, useRecordChanges } from '../../../shared/live/live'

export interface OrganizationFilters {
  page: number
  pageSize: number
  search: string
  businessType: string
  mobee: string
}

/** GET /organizations?page=: one server page at a time, with the list's search and filters. */
export function useOrganizations(filters: OrganizationFilters) {
  const params = new URLSearchParams({ page: String(filters.page), limit: String(filters.pageSize) })
  if (filters.search) params.set('search', filters.search)
  if (filters.businessType) params.set('business_type', filters.businessType)
  if (filters.mobee !== 'all') params.set('mobee_company', filters.mobee)
  const queryClient = useQueryClient()
  // An organization added, changed or deleted by anyone: every page and search of the list is read again.
  useRecordChanges(
    'organizations',
    ['organization'],
    () => void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] === 'organizations' && query.queryKey[1] === 'list' }),
  )
  return useQuery({
    queryKey: queryKeys.organizations.list(params.toString()),
    queryFn: () => apiFetch<OrganizationPage>(`/organizations?${params.toString()}`),
    placeholderData: keepPreviousData,
    refetchInterval: pollEvery(),
  })
}

export function useBusinessTypes() {
  return useQuery({
    queryKey: queryKeys.organizations.businessTypes,
    queryFn: async () => (await apiFetch<{ business_types: string[] }>('/organizations/business_types.json')).business_types,
    staleTime: 5 * 60_000,
  })
}
