import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ResponsibilityBody } from '@mc/domain/staff/lookup-tables.schema'
import { apiFetch } from '../../../shared/api/http'
import { type Responsibility } from './lookup.types'
import { queryKeys } from '../../../shared/api/query-keys'

/** POST /admin/lookup_tables?table=responsibilities, or PATCH /admin/lookup_tables/{identity}?table=responsibilities. */
export function useSaveResponsibility(identity?: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (responsibility: ResponsibilityBody) => {
      const path = identity ? `/admin/lookup_tables/${encodeURIComponent(identity)}?table=responsibilities` : '/admin/lookup_tables?table=responsibilities'
      return (await apiFetch<{ responsibility: Responsibility }>(path, { method: identity ? 'PATCH' : 'POST', body: { responsibility } })).responsibility
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.lookups.responsibilities }),
  })
}
