import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { DeploymentGroup } from '@mc/domain/missions/deployment-group.types'
import { graphqlRequest } from '../../../../shared/api/graphql'
import { POLL_INTERVAL_MS } from '../../../../shared/api/query-client'

const GET_MISSION_DEPLOYMENT_GROUPS = /* GraphQL */ `
  query GetMissionDeploymentGroups($identity: String!, $page: Int, $limit: Int, $isCapped: Boolean, $isAvailable: Boolean) {
    missionDeploymentGroups(identity: $identity, page: $page, limit: $limit, isCapped: $isCapped, isAvailable: $isAvailable) {
      total
      items {
        identity name missionIdentity responseGroupCap responseFrequencyCap targetCount isCapped isAvailable rewardPoints
        pins { total running available }
        capProgress { approved pending started refused suppressed abandoned }
      }
    }
  }
`

export interface GroupsQuery {
  page: number
  limit: number
  isCapped?: boolean | null
  isAvailable?: boolean | null
}

/** The spec's group picker loads up to 10000 groups. */
export const GROUP_PICKER_LIMIT = 10_000

export const groupsKey = (missionIdentity: string) => ['mission-groups', missionIdentity] as const

/** GetMissionDeploymentGroups, polled every 60 s. */
export function useDeploymentGroups(missionIdentity: string, query: GroupsQuery) {
  return useQuery({
    queryKey: [...groupsKey(missionIdentity), query],
    queryFn: () =>
      graphqlRequest<{ missionDeploymentGroups: { total: number; items: DeploymentGroup[] } }>(GET_MISSION_DEPLOYMENT_GROUPS, {
        identity: missionIdentity,
        ...query,
      }).then((data) => data.missionDeploymentGroups),
    refetchInterval: POLL_INTERVAL_MS,
    placeholderData: keepPreviousData,
  })
}
