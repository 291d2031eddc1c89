import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { graphqlRequest } from '../../../../shared/api/graphql'
import { GetMissionDeploymentGroupsDocument } from '../../../../shared/api/graphql.generated'
import { POLL_INTERVAL_MS } from '../../../../shared/api/query-client'
import { queryKeys } from '../../../../shared/api/query-keys'

export interface GroupsQuery {
  page: number
  limit: number
  isCapped?: boolean | null
  isAvailable?: boolean | null
}

/** GetMissionDeploymentGroups, polled every 60 s (while `enabled`, by default always). */
export function useDeploymentGroups(missionIdentity: string, query: GroupsQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    enabled,
    queryKey: queryKeys.missions.groupsPage(missionIdentity, query),
    queryFn: () =>
      graphqlRequest(GetMissionDeploymentGroupsDocument, {
        identity: missionIdentity,
        ...query,
      }).then((data) => data.missionDeploymentGroups),
    refetchInterval: POLL_INTERVAL_MS,
    placeholderData: keepPreviousData,
  })
}
