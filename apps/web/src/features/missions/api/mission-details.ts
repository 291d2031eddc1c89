import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { LiveEvent, MissionChangePart } from '@mc/domain'
import { graphqlRequest } from '../../../shared/api/graphql'
import type { GetMissionDetailsQuery } from '../../../shared/api/graphql.generated'
import { GetMissionDetailsDocument } from './GetMissionDetails.document.generated'
import { queryKeys } from '../../../shared/api/query-keys'
import { noticeColleague, pollEvery, useLiveEvents } from '../../../shared/live/live'

/** The GetMissionDetails result (missions.graphql): what every tab and modal of the mission page receives. */
export type MissionDetails = GetMissionDetailsQuery['mission']
export type MissionCapPeriod = MissionDetails['capPeriod'][number]
export type MissionBrief = NonNullable<MissionDetails['briefPretty']>

/** GetMissionDetails, for the hook and for the route's prefetch. */
export const missionDetailsQuery = (identity: string) =>
  queryOptions({
    queryKey: queryKeys.missions.detail(identity),
    queryFn: async () => (await graphqlRequest(GetMissionDetailsDocument, { identity })).mission,
    refetchInterval: pollEvery(),
  })

/** The mission page's data, kept up to date by the live channel (or polled when it is down). */
export function useMissionDetails(identity: string) {
  useMissionLiveUpdates(identity)
  return useQuery(missionDetailsQuery(identity))
}

/** Refreshes exactly the mission's queries that the changed parts feed. */
export function refreshMissionParts(queryClient: QueryClient, identity: string, parts: readonly MissionChangePart[]): void {
  const has = (...names: MissionChangePart[]) => names.some((name) => parts.includes(name))
  // The page's data (GetMissionDetails): its cards, cap progress, cap periods, brief and state.
  if (has('details', 'state', 'counts', 'capPeriods', 'brief'))
    void queryClient.invalidateQueries({ queryKey: queryKeys.missions.detail(identity), exact: true })
  if (has('history')) void queryClient.invalidateQueries({ queryKey: queryKeys.missions.history(identity) })
  // The Pins tab's pages, the map's pins and bounds.
  if (has('pins')) void queryClient.invalidateQueries({ queryKey: queryKeys.missions.pins(identity) })
  // The Groups tab: a group's pins, cap and progress.
  if (has('groups', 'counts')) void queryClient.invalidateQueries({ queryKey: queryKeys.missions.groups(identity) })
}

/**
 * Keeps the mission page up to date while it is open: a change to this mission, by anyone or by a
 * job, refreshes the parts it changed, and a colleague's is told ("Jordan Rivera paused 12 pins").
 */
export function useMissionLiveUpdates(identity: string): void {
  const queryClient = useQueryClient()
  useLiveEvents(`mission:${identity}`, (event, id) => {
    if (event.type !== 'mission.changed' || event.missionId !== identity) return
    refreshMissionParts(queryClient, identity, event.parts)
    noticeColleague(id, event.actor, event.summary)
  })
}

/** For a mission form (useChangedWhileEditing): who changed `part` of the mission, from one event. */
export const missionChangedBy = (identity: string, parts: readonly MissionChangePart[]) => (event: LiveEvent) =>
  event.type === 'mission.changed' && event.missionId === identity && event.parts.some((part) => parts.includes(part)) ? event.actor : undefined
