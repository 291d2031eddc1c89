import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { MAX_PAGE_LIMIT } from '@mc/domain'
import { apiFetch } from '../../../shared/api/http'
import { type LookupPage, type Responsibility, type SisenseCube, type SisenseDashboard } from './lookup.types'
import { queryKeys } from '../../../shared/api/query-keys'
import type { ListRows } from '../../../shared/resource/list-resource'

const lookupPath = (table: string, params: Record<string, string | number>) =>
  `/admin/lookup_tables?${new URLSearchParams({ table, ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])) })}`

export function useResponsibilities(page: number, limit: number) {
  return useQuery({
    queryKey: [...queryKeys.lookups.responsibilities, page, limit],
    queryFn: () => apiFetch<LookupPage<'responsibilities', Responsibility>>(lookupPath('responsibilities', { page, limit })),
    select: (data): ListRows<Responsibility> => ({ rows: data.responsibilities, total: data.meta.totalElements }),
    placeholderData: keepPreviousData,
  })
}

/** Every responsibility that can still be mapped (not deleted), for the mapping form. */
export function useMappableResponsibilities() {
  return useQuery({
    queryKey: [...queryKeys.lookups.responsibilities, 'mappable'],
    queryFn: async () =>
      (await apiFetch<LookupPage<'responsibilities', Responsibility>>(lookupPath('responsibilities', { limit: MAX_PAGE_LIMIT, is_deleted: 'false' })))
        .responsibilities,
  })
}

export function useCubes(page: number, limit: number) {
  return useQuery({
    queryKey: [...queryKeys.lookups.cubes, page, limit],
    queryFn: () => apiFetch<LookupPage<'sisense_cubes', SisenseCube>>(lookupPath('sisense_cubes', { page, limit })),
    select: (data): ListRows<SisenseCube> => ({ rows: data.sisense_cubes, total: data.meta.totalElements }),
    placeholderData: keepPreviousData,
  })
}

/** Active, not-deleted dashboards (the server filters them). */
export function useDashboards() {
  return useQuery({
    queryKey: queryKeys.lookups.dashboards,
    queryFn: async () =>
      (await apiFetch<LookupPage<'sisense_dashboards', SisenseDashboard>>(lookupPath('sisense_dashboards', { limit: MAX_PAGE_LIMIT }))).sisense_dashboards,
  })
}

/** One responsibility by identity for the edit modal: the row may sit on any page of the table. */
export function useResponsibility(identity: string) {
  return useQuery({
    queryKey: [...queryKeys.lookups.responsibilities, 'all'],
    queryFn: async () =>
      (await apiFetch<LookupPage<'responsibilities', Responsibility>>(lookupPath('responsibilities', { limit: MAX_PAGE_LIMIT }))).responsibilities,
    select: (rows) => rows.find((row) => row.identity === identity),
  })
}
