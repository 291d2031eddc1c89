import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { PageMeta } from '@mc/domain'
import type { DashboardMappingBody } from '@mc/domain/staff/lookup-tables.schema'
import { apiFetch } from '../../../shared/api/http'
import { type DashboardMapping } from './lookup.types'
import { queryKeys } from '../../../shared/api/query-keys'
import type { ListRows } from '../../../shared/resource/list-resource'
import { useLookupsLive } from './lookups-live'

const BASE = '/admin/sisense_dashboard_responsibilities'
type One = { sisense_dashboard_responsibility: DashboardMapping }

export function useMappings(page: number, limit: number) {
  useLookupsLive()
  return useQuery({
    queryKey: [...queryKeys.lookups.mappings, page, limit],
    queryFn: () => apiFetch<{ metadata: PageMeta; sisense_dashboard_responsibilities: DashboardMapping[] }>(`${BASE}?page=${page}&limit=${limit}`),
    select: (data): ListRows<DashboardMapping> => ({ rows: data.sisense_dashboard_responsibilities, total: data.metadata.totalElements }),
    placeholderData: keepPreviousData,
  })
}

export function useMapping(id: string) {
  useLookupsLive()
  return useQuery({
    queryKey: [...queryKeys.lookups.mappings, 'one', id],
    queryFn: async () => (await apiFetch<One>(`${BASE}/${encodeURIComponent(id)}`)).sisense_dashboard_responsibility,
  })
}

/** POST, or PUT /{id} when editing; both with the sisense_dashboard_responsibility wrapper. */
export function useSaveMapping(id?: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (mapping: DashboardMappingBody) =>
      (await apiFetch<One>(id ? `${BASE}/${id}` : BASE, { method: id ? 'PUT' : 'POST', body: { sisense_dashboard_responsibility: mapping } }))
        .sisense_dashboard_responsibility,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.lookups.mappings }),
  })
}

export const deleteMapping = (mapping: DashboardMapping) => apiFetch(`${BASE}/${mapping.id}`, { method: 'DELETE' })
