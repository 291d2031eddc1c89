import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { graphqlRequest } from '../../../shared/api/graphql'
import { GetCampaignMissionsDocument } from './GetCampaignMissions.document.generated'
import { queryKeys } from '../../../shared/api/query-keys'
import { pollEvery } from '../../../shared/live/live'

/** GetCampaignMissions: the campaign's missions a search finds; asked for only while there is a search (kept up to date by the campaign page's useCampaignLiveUpdates). */
export function useCampaignMissions(identity: string, search: string) {
  return useQuery({
    queryKey: queryKeys.campaigns.missions(identity, search),
    queryFn: async () => (await graphqlRequest(GetCampaignMissionsDocument, { identity, search })).campaign?.missions ?? [],
    enabled: search !== '',
    placeholderData: keepPreviousData,
    refetchInterval: pollEvery(),
  })
}
