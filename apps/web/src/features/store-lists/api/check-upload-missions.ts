import type { FoundMission } from '@mc/domain/store-lists/store-list-missions'
import { graphqlRequest } from '../../../shared/api/graphql'

const QUERY = /* GraphQL */ `
  query GetUploadMissions($identities: [String!]!) {
    missions(identities: $identities) { identity legacyIdentity name campaign { identity } }
  }`

interface MissionAnswer {
  identity: string
  legacyIdentity: number
  name: string
  campaign: { identity: string }
}

/**
 * 001 §7: missions(identities) tells which of the file's mission ids exist and their campaign.
 * A file may name a mission by identity or by legacy id, so each answer is keyed both ways.
 */
export async function findUploadMissions(ids: readonly string[]): Promise<FoundMission[]> {
  if (ids.length === 0) return []
  const data = await graphqlRequest<{ missions: MissionAnswer[] }>(QUERY, { identities: ids })
  const found: FoundMission[] = []
  for (const id of ids) {
    const mission = data.missions.find((m) => m.identity === id.toUpperCase() || String(m.legacyIdentity) === id)
    if (mission) found.push({ id, name: mission.name, campaignIdentity: mission.campaign.identity })
  }
  return found
}
