import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '../../../shared/api/http'
import { isFinished, type CoverageReport } from './coverage-types'
import { queryKeys } from '../../../shared/api/query-keys'

/** While a report runs the page follows its progress closely; the job usually takes seconds. */
const PROGRESS_POLL_MS = 1_500

/** The recent reports, polled while one runs (an open report's live events read them again when it finishes). */
export function useRecentCoverageReports() {
  return useQuery({
    queryKey: queryKeys.coverage.reports,
    queryFn: async () => (await apiFetch<{ coverage_reports: CoverageReport[] }>('/coverage_reports')).coverage_reports,
    refetchInterval: (query) => (query.state.data?.some((report) => !isFinished(report.status)) ? PROGRESS_POLL_MS * 2 : false),
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
