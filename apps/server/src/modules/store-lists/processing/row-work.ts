import type { StoreListRowStatus } from '@mc/domain/store-lists/store-list.enums'
import type { StoreColumns } from '@mc/domain/store-lists/store-list-row'
import type { NormalizedAddress } from '../../../integrations/address-normalizer'
import type { LocationPrecision } from '@mc/domain/store-lists/store-list.enums'
import type { MatchConfidence, MatchReason } from '../../../integrations/store-matcher'

/** A claimed row as uploaded, and everything the steps learn about it, kept in memory until the batch commits. */
export interface RowWork {
  id: number
  rowNumber: number
  /** Nullable where UploadRow is not: the table allows what the upload validator refuses. */
  uploaded: StoreColumns & {
    groupName: string | null
    groupCap: number | null
    pinIsRunning: boolean
    wiserMissionId: string | null
    wiserStoreId: string | null
  }
  /** The store's own coordinates, when the list gave them (our extension of the template). */
  given: { latitude: number; longitude: number } | null
  /** The last §4 status the row reached; the batch writes it once, at the end. */
  status: StoreListRowStatus
  detail: string | null
  normalized: NormalizedAddress | null
  normalizationProvider: string | null
  geocode: {
    provider: string
    providerId: string | null
    score: number
    latitude: number | null
    longitude: number | null
    /** What the point stands for when it is not the address itself (a postal code's or a city's centre). */
    precision: LocationPrecision | null
  } | null
  missionId: number | null
  organizationPlaceId: number | null
  confidence: MatchConfidence | null
  /** The evidence the store was matched by (store-matcher.ts MATCH_REASONS). */
  matchReason: MatchReason | null
  /** The matched store's own store number, as the match found it (null: it had none). */
  matchedStoreNumber: string | null
  /** The row's store number was recorded on the matched store, which had none. */
  storeNumberLearned: boolean | null
  /** The row's store number, when the matched store has another one (kept apart, reported). */
  storeNumberConflict: string | null
  deploymentGroupId: number | null
  pinId: number | null
  /** The pin was in the mission before this row: it is not counted as created. */
  pinExisted: boolean | null
}

export const failRow = (row: RowWork, detail: string): void => {
  row.status = 'ERROR'
  row.detail = detail
}

/** Rows still moving (not yet ERROR) that sit at one of `statuses`. */
export const rowsAt = (rows: readonly RowWork[], ...statuses: StoreListRowStatus[]): RowWork[] => rows.filter((row) => statuses.includes(row.status))
