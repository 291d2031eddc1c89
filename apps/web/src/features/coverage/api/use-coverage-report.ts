import { useQuery } from '@tanstack/react-query'
import { apiFetch } from '../../../shared/api/http'
import { queryKeys } from '../../../shared/api/query-keys'
import { useCoverageLive } from './coverage-live'
import { isFinished, type CoverageReport } from './coverage-types'
import { pollInterval } from '../../../shared/live/live'

/** While a report runs and the live channel is down, it is asked for this often; the job usually takes seconds. */
const REPORT_POLL_MS = 1_500

/**
 * One report, for the report view (loaded once a report is shown, not with the page): while it runs,
 * the live channel says when it is done or failed; it is polled closely only when the channel is down.
 */
export function useCoverageReport(identity: string) {
  useCoverageLive()
  return useQuery({
    queryKey: queryKeys.coverage.report(identity),
    enabled: identity !== '',
    queryFn: async () => (await apiFetch<{ coverage_report: CoverageReport }>(`/coverage_reports/${encodeURIComponent(identity)}.json`)).coverage_report,
    refetchInterval: (query) => (isFinished(query.state.data?.status) ? false : pollInterval(REPORT_POLL_MS)),
  })
}
