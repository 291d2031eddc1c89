import { missionMatchesReference } from '@mc/domain'
import { failRow, rowsAt, type RowWork } from './row-work'
import type { Queryable } from '../../../db/pg-statement'
import { placeIdsByIdentity, type CampaignMission } from './processing.repository'

/**
 * GEOCODED → WISER_STORE_ID_MATCHED → WISER_MISSION_ID_MATCHED, or ERROR. A given wiser_store_id must
 * name a known store (organization place identity); wiser_mission_id is the mission identity or
 * its legacy numeric id.
 */
export async function identifyStep(sql: Queryable, rows: readonly RowWork[], missions: readonly CampaignMission[]): Promise<void> {
  const storeIds = [...new Set(rowsAt(rows, 'GEOCODED').flatMap((row) => (row.uploaded.wiserStoreId ? [row.uploaded.wiserStoreId.toUpperCase()] : [])))]
  const stores = await placeIdsByIdentity(sql, storeIds)
  for (const row of rowsAt(rows, 'GEOCODED')) {
    const storeId = row.uploaded.wiserStoreId
    if (storeId) {
      const place = stores.get(storeId.toUpperCase())
      if (place === undefined) {
        failRow(row, `Wiser Store ID ${storeId} is not a known store: correct it, or leave it blank and give the address`)
        continue
      }
      row.organizationPlaceId = place
      row.confidence = 'HIGH'
      row.detail = 'Matched by Wiser Store ID'
    }
    row.status = 'WISER_STORE_ID_MATCHED'
  }

  for (const row of rowsAt(rows, 'WISER_STORE_ID_MATCHED')) {
    const given = row.uploaded.wiserMissionId ?? ''
    // The one reference rule (@mc/domain), as the upload check applied it before the list was accepted.
    const mission = missions.find((candidate) => missionMatchesReference(candidate, given))?.id
    if (mission === undefined) {
      failRow(row, `Invalid Wiser Mission ID: ${given} (not a mission of this campaign)`)
      continue
    }
    row.missionId = mission
    row.status = 'WISER_MISSION_ID_MATCHED'
  }
}
