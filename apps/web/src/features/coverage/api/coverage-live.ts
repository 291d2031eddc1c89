import { useQueryClient } from '@tanstack/react-query'
import { queryKeys } from '../../../shared/api/query-keys'
import { useLiveEvents } from '../../../shared/live/live'

/** A coverage report done or failed is read again, it and the recent list, when the job says so: not found by asking. */
export function useCoverageLive(): void {
  const queryClient = useQueryClient()
  useLiveEvents('coverage', (event) => {
    if (event.type !== 'coverageReport.finished') return
    void queryClient.invalidateQueries({ queryKey: queryKeys.coverage.report(event.reportId) })
    // The list alone: its key begins every report's, and a second invalidation of the open report
    // would cancel the read just started and ask again (two requests for one event).
    void queryClient.invalidateQueries({ queryKey: queryKeys.coverage.reports, exact: true })
  })
}
