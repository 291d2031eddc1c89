import { missionMatchesReference } from '../missions/mission-reference'
import { invalidWiserMissionId, missionNotInCampaign } from './store-list.messages'

/** What the server answered for the file's mission ids. */
export interface FoundMission {
  /** The id as written in the file's wiser_mission_id column. */
  id: string
  name: string
  campaignIdentity: string
}

export interface MissionCheck {
  errors: string[]
  /** Ids to highlight on the mission cards. */
  invalidMissionIds: string[]
  otherCampaignMissionIds: string[]
}

/** A mission the lookup returned for the file's ids (not deleted). */
export interface ReferencedMission {
  identity: string
  legacyIdentity: number | null
  name: string
  campaignIdentity: string
}

/** Which mission each id of the file names, by the one reference rule (missions/mission-reference.ts). */
export function foundUploadMissions(ids: readonly string[], missions: readonly ReferencedMission[]): FoundMission[] {
  return [...new Set(ids)].flatMap((id) => {
    const mission = missions.find((candidate) => missionMatchesReference(candidate, id))
    return mission ? [{ id, name: mission.name, campaignIdentity: mission.campaignIdentity }] : []
  })
}

/** Apply the server's answer: unknown ids and missions of another campaign are errors. */
export function checkUploadMissions({
  missionIds,
  found,
  campaignIdentity,
}: {
  missionIds: readonly string[]
  found: readonly FoundMission[]
  campaignIdentity: string
}): MissionCheck {
  const byId = new Map(found.map((mission) => [mission.id, mission]))
  const result: MissionCheck = { errors: [], invalidMissionIds: [], otherCampaignMissionIds: [] }
  for (const id of new Set(missionIds)) {
    const mission = byId.get(id)
    if (!mission) {
      result.errors.push(invalidWiserMissionId(id))
      result.invalidMissionIds.push(id)
    } else if (mission.campaignIdentity !== campaignIdentity) {
      result.errors.push(missionNotInCampaign(mission.name))
      result.otherCampaignMissionIds.push(id)
    }
  }
  return result
}
