/** A mission with what tells it apart from same-named ones: its campaign and that campaign's customer. */
export interface LabelledMission {
  name: string
  identity: string
  campaign?: { name: string; customer?: { name: string } | null } | null
}

/**
 * How a mission is named wherever one is picked or listed among others: "customer · campaign ·
 * mission". Many missions share a name (48 of 77 active ones in the demo), and same-named missions
 * of one campaign name differ by customer. The identity goes beside it, never cut (missionChoice).
 */
export const missionLabel = (mission: LabelledMission): string =>
  [mission.campaign?.customer?.name, mission.campaign?.name, mission.name].filter((part): part is string => !!part).join(' · ')

/** The label with the identity, for text a list is searched or read by: "customer · campaign · mission · IDENTITY". */
export const missionLabelWithIdentity = (mission: LabelledMission): string => `${missionLabel(mission)} · ${mission.identity}`
