import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { graphqlRequest } from '../../../shared/api/graphql'
import { POLL_INTERVAL_MS } from '../../../shared/api/query-client'
import { GetCampaignMissionsDocument } from '../../../shared/api/graphql.generated'
import { queryKeys } from '../../../shared/api/query-keys'

/** GetCampaignMissions: the campaign's missions a search finds; asked for only while there is a search. */
export function useCampaignMissions(identity: string, search: string) {
  return useQuery({
    queryKey: queryKeys.campaigns.missions(identity, search),
    queryFn: async () => (await graphqlRequest(GetCampaignMissionsDocument, { identity, search })).campaign?.missions ?? [],
    enabled: search !== '',
    placeholderData: keepPreviousData,
    refetchInterval: POLL_INTERVAL_MS,
  })
}
