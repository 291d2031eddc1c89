import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { graphqlRequest } from '../../../../shared/api/graphql'
import { GetMissionDeploymentGroupsDocument } from './GetMissionDeploymentGroups.document.generated'
import { queryKeys } from '../../../../shared/api/query-keys'
import { pollEvery } from '../../../../shared/live/live'

export interface GroupsQuery {
  page: number
  limit: number
  isCapped?: boolean | null
  isAvailable?: boolean | null
}

/** GetMissionDeploymentGroups while `enabled` (by default always): kept up to date live, polled every 60 s when the channel is down. */
export function useDeploymentGroups(missionIdentity: string, query: GroupsQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    enabled,
    queryKey: queryKeys.missions.groupsPage(missionIdentity, query),
    queryFn: () =>
      graphqlRequest(GetMissionDeploymentGroupsDocument, {
        identity: missionIdentity,
        ...query,
      }).then((data) => data.missionDeploymentGroups),
    refetchInterval: pollEvery(),
    placeholderData: keepPreviousData,
  })
}
