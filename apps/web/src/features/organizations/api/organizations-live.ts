import { useQueryClient } from '@tanstack/react-query'
import { queryKeys } from '../../../shared/api/query-keys'
import { useRecordChanges } from '../../../shared/live/record-events'

/** An organization added, changed or deleted reads the lists and that organization's page again. */
export function useOrganizationsLive(): void {
  const queryClient = useQueryClient()
  useRecordChanges('organizations', ['organization'], (event) => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.organizations.lists })
    void queryClient.invalidateQueries({ queryKey: queryKeys.organizations.detail(event.id), exact: true })
  })
}
