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
