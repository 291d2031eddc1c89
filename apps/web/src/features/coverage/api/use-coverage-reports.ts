import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '../../../shared/api/http'
import { isFinished, type CoverageReport } from './coverage-types'
import { queryKeys } from '../../../shared/api/query-keys'
import { usePollInterval } from '../../../shared/live/live-bus'
import { useCoverageReportsLive } from './coverage-live'

/** While a report runs and the live channel is down, the page follows it closely; the job usually takes seconds. */
const PROGRESS_POLL_MS = 1_500

/** One report; while it runs, the live channel says when it is done (polled when the channel is down). */
export function useCoverageReport(identity: string) {
  useCoverageReportsLive()
  const poll = usePollInterval(PROGRESS_POLL_MS)
  return useQuery({
    queryKey: queryKeys.coverage.report(identity),
    enabled: identity !== '',
    queryFn: async () => (await apiFetch<{ coverage_report: CoverageReport }>(`/coverage_reports/${encodeURIComponent(identity)}.json`)).coverage_report,
    refetchInterval: (query) => (isFinished(query.state.data?.status) ? false : poll),
  })
}

export function useRecentCoverageReports() {
  useCoverageReportsLive()
  const poll = usePollInterval(PROGRESS_POLL_MS * 2)
  return useQuery({
    queryKey: queryKeys.coverage.reports,
    queryFn: async () => (await apiFetch<{ coverage_reports: CoverageReport[] }>('/coverage_reports')).coverage_reports,
    refetchInterval: (query) => (query.state.data?.some((report) => !isFinished(report.status)) ? poll : false),
  })
}

export interface CoverageRequestBody {
  missionIdentity: string
  radiusMiles: number
  startDate: string
  endDate: string
}

export function useRequestCoverageReport() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: CoverageRequestBody) =>
      (await apiFetch<{ coverage_report: CoverageReport }>('/coverage_reports', { method: 'POST', body: { coverage_report: body } })).coverage_report,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.coverage.reports }),
  })
}
