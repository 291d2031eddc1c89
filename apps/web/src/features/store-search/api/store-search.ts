import { useMutation, useQuery } from '@tanstack/react-query'
import { apiFetch } from '../../../shared/api/http'
import type { StoreColumns } from '@mc/domain/store-lists/store-list-row'
import { queryKeys } from '../../../shared/api/query-keys'

export interface KnownStore {
  identity: string
  storeNumber: string | null
  organizationName: string
  organizationIdentity: string
  streetAddress: string | null
  city: string | null
  state: string | null
  postalCode: string | null
  latitude: number | null
  longitude: number | null
}

/** A row of an uploaded list to match: the template's store columns. */
export type StoreInput = StoreColumns

export interface MatchResult {
  row: number
  input: StoreInput
  confidence: 'HIGH' | 'MEDIUM' | 'LOW' | null
  reason: string | null
  place: KnownStore | null
}

export interface SelectQuery {
  organization: string
  state: string
  city: string
  latitude: string
  longitude: string
  radiusMiles: string
}

/** GET /api/store_select: only the filters that are filled go in the query string. */
export function useStoreSelect(query: SelectQuery) {
  const params = new URLSearchParams(Object.entries(query).filter(([, value]) => value !== ''))
  const hasFilter = params.size > 0
  return useQuery({
    queryKey: queryKeys.storeSearch(params.toString()),
    queryFn: () => apiFetch<{ total: number; places: KnownStore[] }>(`/store_select?${params}&limit=1000`),
    enabled: hasFilter,
  })
}

export function useStoreMatch() {
  return useMutation({
    mutationFn: (input: { customer: string; stores: StoreInput[] }) => apiFetch<{ results: MatchResult[] }>('/store_match', { method: 'POST', body: input }),
  })
}
