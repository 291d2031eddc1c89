import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiFetch } from '../../../shared/api/http'
import type { OrganizationPage } from '@mc/domain/organizations/organization.types'
import { queryKeys } from '../../../shared/api/query-keys'
import { usePollInterval } from '../../../shared/live/live-bus'
import { useOrganizationsLive } from './organizations-live'

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
  useOrganizationsLive()
  const poll = usePollInterval()
  return useQuery({
    queryKey: queryKeys.organizations.list(params.toString()),
    queryFn: () => apiFetch<OrganizationPage>(`/organizations?${params.toString()}`),
    placeholderData: keepPreviousData,
    refetchInterval: poll,
  })
}

export function useBusinessTypes() {
  return useQuery({
    queryKey: queryKeys.organizations.businessTypes,
    queryFn: async () => (await apiFetch<{ business_types: string[] }>('/organizations/business_types.json')).business_types,
    staleTime: 5 * 60_000,
  })
}
