import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import type { MissionChangePart } from '@mc/domain'
import { rowSummaryCountsOf } from '@mc/domain/store-lists/store-list-progress'
import { graphqlRequest } from '../../../shared/api/graphql'
import type { GetCampaignDetailsQuery } from '../../../shared/api/graphql.generated'
import { GetCampaignDetailsDocument } from './GetCampaignDetails.document.generated'
import { queryKeys } from '../../../shared/api/query-keys'
import { noticeColleague, pollEvery, useLiveEvents } from '../../../shared/live/live'

export type CampaignDetails = NonNullable<GetCampaignDetailsQuery['campaign']>
export type CampaignMission = CampaignDetails['missions'][number]
export type CampaignStoreList = CampaignDetails['missionDeployTemplates'][number]

/** GetCampaignDetails: the campaign with its customer, missions and 10 newest store lists (the hook's and the route's prefetch). */
export const campaignDetailsQuery = (identity: string) =>
  queryOptions({
    queryKey: queryKeys.campaigns.details(identity),
    queryFn: async () => {
      const data = await graphqlRequest(GetCampaignDetailsDocument, { identity })
      if (!data.campaign) throw new Error('Campaign not found')
      return data.campaign
    },
    refetchInterval: pollEvery(),
  })

/** The campaign page's data; kept up to date live, polled every 60 s when the channel is down. */
export function useCampaignDetails(identity: string) {
  useCampaignLiveUpdates(identity)
  return useQuery(campaignDetailsQuery(identity))
}

/** What of a mission the campaign page shows: its state, dates, caps and pin count. */
const SHOWN_PARTS: MissionChangePart[] = ['details', 'state', 'counts', 'pins', 'capPeriods']

/**
 * The campaign page, live: the campaign's own changes, its missions' (state, dates, pins) and its
 * store lists' progress, in place where the event carries it, else by reading again what it changed.
 */
export function useCampaignLiveUpdates(identity: string): void {
  const queryClient = useQueryClient()
  useLiveEvents(`campaign:${identity}`, (event, id) => {
    switch (event.type) {
      case 'record.changed':
        if (event.resource !== 'campaign' || event.id !== identity) return
        void queryClient.invalidateQueries({ queryKey: queryKeys.campaigns.detail(identity) })
        noticeColleague(id, event.actor, event.action === 'deleted' ? 'deleted this campaign' : 'changed this campaign')
        return
      case 'mission.changed':
        if (event.campaignId !== identity || !event.parts.some((part) => SHOWN_PARTS.includes(part))) return
        void queryClient.invalidateQueries({ queryKey: queryKeys.campaigns.details(identity) })
        // Every search of the campaign page's missions (campaigns.missions(identity, search)).
        void queryClient.invalidateQueries({ queryKey: queryKeys.campaigns.detail(identity), predicate: (query) => query.queryKey[2] === 'missions' })
        return
      case 'storeList.progress': {
        if (event.campaignId !== identity) return
        const details = queryClient.getQueryData<CampaignDetails>(queryKeys.campaigns.details(identity))
        if (!details?.missionDeployTemplates.some((list) => list.identity === event.storeListId)) {
          void queryClient.invalidateQueries({ queryKey: queryKeys.campaigns.details(identity) })
          return
        }
        queryClient.setQueryData<CampaignDetails>(
          queryKeys.campaigns.details(identity),
          (campaign) =>
            campaign && {
              ...campaign,
              missionDeployTemplates: campaign.missionDeployTemplates.map((list) =>
                list.identity === event.storeListId ? { ...list, status: event.status, rowSummary: rowSummaryCountsOf(event.counts) } : list,
              ),
            },
        )
        return
      }
      case 'storeList.processed':
        if (event.campaignId === identity) void queryClient.invalidateQueries({ queryKey: queryKeys.campaigns.details(identity) })
        return
    }
  })
}
