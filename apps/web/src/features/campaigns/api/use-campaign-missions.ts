import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { graphqlRequest } from '../../../shared/api/graphql'
import { GetCampaignMissionsDocument } from '../../../shared/api/graphql.generated'
import { queryKeys } from '../../../shared/api/query-keys'
import { usePollInterval } from '../../../shared/live/live-bus'
import { useCampaignLiveUpdates } from './campaign-live'

/** GetCampaignMissions: the campaign's missions a search finds; asked for only while there is a search. */
export function useCampaignMissions(identity: string, search: string) {
  useCampaignLiveUpdates(identity)
  const poll = usePollInterval()
  return useQuery({
    queryKey: queryKeys.campaigns.missions(identity, search),
    queryFn: async () => (await graphqlRequest(GetCampaignMissionsDocument, { identity, search })).campaign?.missions ?? [],
    enabled: search !== '',
    placeholderData: keepPreviousData,
    refetchInterval: poll,
  })
}
