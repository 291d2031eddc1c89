import { useQueryClient } from '@tanstack/react-query'
import { queryKeys } from '../../../shared/api/query-keys'
import { useLiveEvents } from '../../../shared/live/live-bus'

/** A coverage report done or failed is read again (that report and the recent list) when the job says so, not found by asking. */
export function useCoverageReportsLive(): void {
  const queryClient = useQueryClient()
  useLiveEvents('coverage-reports', (event) => {
    if (event.type !== 'coverageReport.finished') return
    void queryClient.invalidateQueries({ queryKey: queryKeys.coverage.report(event.reportId) })
    void queryClient.invalidateQueries({ queryKey: queryKeys.coverage.reports, exact: true })
  })
}

/** The Reference Mission picker lists active missions: a mission's state or name changing reads it again. */
export function useActiveMissionsLive(): void {
  const queryClient = useQueryClient()
  useLiveEvents('active-missions', (event) => {
    if (event.type === 'mission.changed' && event.parts.some((part) => part === 'state' || part === 'details'))
      void queryClient.invalidateQueries({ queryKey: queryKeys.missions.activeList })
  })
}
