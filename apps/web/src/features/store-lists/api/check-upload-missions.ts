import { foundUploadMissions, type FoundMission } from '@mc/domain/store-lists/store-list-missions'
import { graphqlRequest } from '../../../shared/api/graphql'
import { GetUploadMissionsDocument } from './GetUploadMissions.document.generated'

/**
 * 001 §7: missions(identities) tells which of the file's mission ids exist and their campaign; which
 * id names which mission is the one reference rule the server applies too (@mc/domain).
 */
export async function findUploadMissions(ids: readonly string[]): Promise<FoundMission[]> {
  if (ids.length === 0) return []
  const data = await graphqlRequest(GetUploadMissionsDocument, { identities: [...new Set(ids)] })
  return foundUploadMissions(
    ids,
    data.missions.map((mission) => ({ ...mission, campaignIdentity: mission.campaign.identity })),
  )
}
