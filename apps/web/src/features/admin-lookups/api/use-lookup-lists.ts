import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { MAX_PAGE_LIMIT } from '@mc/domain'
import { lookupTableResources, type LookupTable } from '@mc/domain/staff/lookup-tables.resources'
import { apiFetch } from '../../../shared/api/http'
import { queryKeys } from '../../../shared/api/query-keys'
import type { ListRows } from '../../../shared/resource/list-resource'
import type { LookupPage, Responsibility, SisenseCube, SisenseDashboard } from './lookup.types'
import { useLookupsLive } from './lookups-live'

// Every lookup table is read and written the same way, by its declared name (lookupTableResources).

const lookupPath = (table: LookupTable, params: Record<string, string | number> = {}, id?: string | number) =>
  `/admin/lookup_tables${id === undefined ? '' : `/${encodeURIComponent(id)}`}?${new URLSearchParams({
    table,
    ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
  })}`

const fetchRows = async <T>(table: LookupTable, params: Record<string, string | number>) =>
  (await apiFetch<LookupPage<LookupTable, T>>(lookupPath(table, params)))[table]

/** A lookup table's admin page: one server page with the table's total. */
export const useLookupPage = <T>(table: LookupTable, page: number, limit: number) => {
  useLookupsLive()
  return useQuery({
    queryKey: [...queryKeys.lookups.table(table), page, limit],
    queryFn: () => apiFetch<LookupPage<LookupTable, T>>(lookupPath(table, { page, limit })),
    select: (data): ListRows<T> => ({ rows: data[table], total: data.meta.totalElements }),
    placeholderData: keepPreviousData,
  })
}
const pageHook =
  <T>(table: LookupTable) =>
  (page: number, limit: number) =>
    useLookupPage<T>(table, page, limit)

/** One row of a table by its key, for an edit modal: the row may sit on any page of the table. */
export const useLookupRow = <T extends Record<string, unknown>>(table: LookupTable, id: string) => {
  useLookupsLive()
  return useQuery({
    queryKey: [...queryKeys.lookups.table(table), 'all'],
    queryFn: () => fetchRows<T>(table, { limit: MAX_PAGE_LIMIT }),
    select: (rows) => rows.find((row) => String(row[lookupTableResources[table].key]) === id),
  })
}

export const useResponsibilities = pageHook<Responsibility>('responsibilities')
export const useCubes = pageHook<SisenseCube>('sisense_cubes')

/** Every responsibility that can still be mapped (not deleted), for the mapping form. */
export const useMappableResponsibilities = () =>
  useQuery({
    queryKey: [...queryKeys.lookups.table('responsibilities'), 'mappable'],
    queryFn: () => fetchRows<Responsibility>('responsibilities', { limit: MAX_PAGE_LIMIT, is_deleted: 'false' }),
  })

/** Active, not-deleted dashboards (the server filters them). */
export const useDashboards = () =>
  useQuery({
    queryKey: queryKeys.lookups.table('sisense_dashboards'),
    queryFn: () => fetchRows<SisenseDashboard>('sisense_dashboards', { limit: MAX_PAGE_LIMIT }),
  })

/** One responsibility by identity for the edit modal: the row may sit on any page of the table. */
export const useResponsibility = (identity: string) => {
  useLookupsLive()
  return useQuery({
    queryKey: [...queryKeys.lookups.table('responsibilities'), 'all'],
    queryFn: () => fetchRows<Responsibility>('responsibilities', { limit: MAX_PAGE_LIMIT }),
    select: (rows) => rows.find((row) => row.identity === identity),
  })
}

/** POST a new record of a writable table, or PATCH the record `id`; both under the table's declared wrapper. */
export function useSaveLookupRow<TBody, TRow>(table: LookupTable, id?: string | number) {
  const queryClient = useQueryClient()
  const wrapper = lookupTableResources[table].writes!.wrapper
  return useMutation({
    mutationFn: async (body: TBody) =>
      (await apiFetch<Record<string, TRow>>(lookupPath(table, {}, id), { method: id === undefined ? 'POST' : 'PATCH', body: { [wrapper]: body } }))[wrapper]!,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.lookups.table(table) }),
  })
}
