/**
 * How a mission is named wherever one is picked or listed among others: many missions share a name
 * (31 of 77 active ones in a real console), so the campaign and the identity tell them apart.
 */
export const missionLabel = (mission: { name: string; identity: string; campaign?: { name: string } | null }): string =>
  `${mission.name} · ${mission.campaign ? `${mission.campaign.name} · ` : ''}${mission.identity}`
