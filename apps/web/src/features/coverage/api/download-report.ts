import { authHeaders, readError } from '../../../shared/api/http'

export type ReportFormat = 'xlsx' | 'csv'

/** Downloads need the bearer token, so the file is fetched and handed to the browser as a blob. */
export async function downloadCoverageReport(identity: string, format: ReportFormat): Promise<void> {
  const response = await fetch(`/api/coverage_reports/${encodeURIComponent(identity)}.${format}`, { headers: authHeaders() })
  if (!response.ok) throw await readError(response)
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = `coverage-${identity}.${format}`
  document.body.appendChild(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
