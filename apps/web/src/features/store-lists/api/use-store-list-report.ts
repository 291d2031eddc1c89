import { useQuery } from '@tanstack/react-query'
import { graphqlRequest } from '../../../shared/api/graphql'
import type { StoreListReport } from './store-list.types'

/** The spec polls the report every 10 s. */
export const REPORT_POLL_MS = 10_000

const QUERY = /* GraphQL */ `
  query GetMissionDeployTemplate($identity: String!) {
    missionDeployTemplate(identity: $identity) {
      identity name status createdAt
      campaign { identity name customer { identity name } }
      rowSummary { total unprocessed withWiserStoreID withoutWiserStoreID pinAddedToMission error }
      statusSummary { status statusDetail count }
    }
  }`

export function useStoreListReport(identity: string) {
  return useQuery({
    queryKey: ['store-list', identity, 'report'],
    queryFn: async () => {
      const data = await graphqlRequest<{ missionDeployTemplate: StoreListReport | null }>(QUERY, { identity })
      if (!data.missionDeployTemplate) throw new Error('This store list does not exist.')
      return data.missionDeployTemplate
    },
    refetchInterval: REPORT_POLL_MS,
  })
}
