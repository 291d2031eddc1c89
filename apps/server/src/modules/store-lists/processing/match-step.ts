import { CENTROID_SCORE } from '../../../integrations/geocoder'
import { candidateAddress, matchDetail, matchStores, type StoreMatch } from '../../../integrations/store-matcher'
import type { Queryable } from '../../../db/pg-statement'
import type { RowWork } from './row-work'

/** NON_ID_STORE_MATCHED at the matched store, with the evidence; its store number is learned or compared later (deploy-step.ts). */
export function takeMatch(row: RowWork, match: StoreMatch): void {
  Object.assign(row, {
    status: 'NON_ID_STORE_MATCHED',
    organizationPlaceId: match.organizationPlaceId,
    confidence: match.confidence,
    matchReason: match.reason,
    matchedStoreNumber: match.storeNumber,
    detail: matchDetail(match),
  })
}

/** WISER_MISSION_ID_MATCHED without a store yet → NON_ID_STORE_MATCHED with a confidence, or STORE_UNMATCHED. */
export async function matchStep(sql: Queryable, rows: readonly RowWork[]): Promise<void> {
  const unmatched = rows.filter((row) => row.status === 'WISER_MISSION_ID_MATCHED' && row.organizationPlaceId === null)
  if (unmatched.length === 0) return
  const matches = await matchStores(
    sql,
    unmatched.map((row) => ({
      key: row.id,
      organizationName: row.uploaded.organizationName,
      storeNumber: row.uploaded.storeNumber,
      ...candidateAddress(row.normalized),
      latitude: row.geocode?.latitude ?? null,
      longitude: row.geocode?.longitude ?? null,
      precise: (row.geocode?.score ?? 0) > CENTROID_SCORE,
    })),
  )
  const byRow = new Map(matches.map((match) => [match.key, match]))
  for (const row of unmatched) {
    const match = byRow.get(row.id)
    if (match) {
      takeMatch(row, match)
    } else {
      row.status = 'STORE_UNMATCHED'
      row.detail = 'No known store matched'
    }
  }
}
