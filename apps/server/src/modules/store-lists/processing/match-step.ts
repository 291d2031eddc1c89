import { CENTROID_SCORE } from '../../../integrations/geocoder'
import { matchDetail, matchStores } from '../../../integrations/store-matcher'
import type { Queryable } from '../../../db/pg-statement'
import type { RowWork } from './row-work'

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
      streetKey: row.normalized?.streetKey ?? null,
      postalCode: row.normalized?.postalCode ?? null,
      latitude: row.geocode?.latitude ?? null,
      longitude: row.geocode?.longitude ?? null,
      precise: (row.geocode?.score ?? 0) > CENTROID_SCORE,
    })),
  )
  const byRow = new Map(matches.map((match) => [match.key, match]))
  for (const row of unmatched) {
    const match = byRow.get(row.id)
    if (match) {
      row.status = 'NON_ID_STORE_MATCHED'
      row.organizationPlaceId = match.organizationPlaceId
      row.confidence = match.confidence
      row.detail = matchDetail(match)
    } else {
      row.status = 'STORE_UNMATCHED'
      row.detail = 'No known store matched'
    }
  }
}
