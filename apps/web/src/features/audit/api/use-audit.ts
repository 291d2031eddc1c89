import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { PageMeta } from '@mc/domain'
import type { AuditEntryView } from '@mc/domain/audit/audit'
import { apiFetch, authHeaders, readError } from '../../../shared/api/http'
import { queryKeys } from '../../../shared/api/query-keys'
import type { ListRows } from '../../../shared/resource/list-resource'

/** The Audit screen's filters as the URL and the API take them; empty means any. */
export interface AuditFilterValues {
  actor: string
  entityType: string
  action: string
  from: string
  to: string
}

const query = (filters: AuditFilterValues, extra: Record<string, number> = {}) =>
  new URLSearchParams({
    ...Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== '')),
    ...Object.fromEntries(Object.entries(extra).map(([key, value]) => [key, String(value)])),
  }).toString()

/** One page of entries, newest first, for the filters. */
export const useAuditPage = (filters: AuditFilterValues, page: number, limit: number) =>
  useQuery({
    queryKey: queryKeys.audit.page(filters, page, limit),
    queryFn: () => apiFetch<{ meta: PageMeta; entries: AuditEntryView[] }>(`/admin/audit?${query(filters, { page, limit })}`),
    select: (answer): ListRows<AuditEntryView> => ({ rows: answer.entries, total: answer.meta.totalElements }),
    placeholderData: keepPreviousData,
  })

/** The filtered entries as CSV (the server's, at most its export limit), saved by the browser. Resolves to whether rows were left out. */
export async function downloadAuditCsv(filters: AuditFilterValues): Promise<{ truncated: boolean }> {
  // The bearer token goes in a header, so the file is fetched and handed over as a blob.
  const response = await fetch(`/api/admin/audit.csv?${query(filters)}`, { headers: authHeaders() })
  if (!response.ok) throw await readError(response)
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'audit.csv'
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.appendChild(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
  return { truncated: response.headers.get('x-audit-truncated') === 'true' }
}
