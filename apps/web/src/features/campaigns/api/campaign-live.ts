import { useQueryClient } from '@tanstack/react-query'
import type { MissionChangePart } from '@mc/domain'
import { rowSummaryCountsOf } from '@mc/domain/store-lists/store-list-progress-counts'
import { queryKeys } from '../../../shared/api/query-keys'
import { noticeColleague } from '../../../shared/live/colleague-notice'
import { useLiveEvents } from '../../../shared/live/live-bus'
import type { CampaignDetails } from './use-campaign-details'

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
        void queryClient.invalidateQueries({ queryKey: queryKeys.campaigns.missionSearches(identity) })
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
