import type { MatchReason } from '../../../integrations/store-matcher'
import type { Sql } from './batch-sql'
import { rowsAt, type RowWork } from './row-work'
import { learnStreetCores } from './store-writes.repository'

/** The evidence that says a row spells a known store's street otherwise (not its number, not the very same street). */
const OTHER_SPELLING: ReadonlySet<MatchReason> = new Set(['same street', 'similar address', 'nearby address', 'house number', 'address in state'])

/**
 * Rows matched by address evidence that spell the store's street otherwise: the store learns that
 * spelling's cores, so the next list that writes it so finds the store even where the evidence is
 * thinner (no ZIP, another town name). The OpenStreetMap list names Greenville MS's store '1831
 * Highway 1 South'; the 2006 list had '1831 S Dr Martin L King Blvd', the 2021 directory '1831
 * Highway 1 S' in the same ZIP (matched by house number): learned from the directory, the OSM row
 * finds it in its city.
 */
export async function streetSpellingStep(sql: Sql, rows: readonly RowWork[]): Promise<void> {
  const spellings = rowsAt(rows, 'NON_ID_STORE_MATCHED').flatMap((row) =>
    row.matchReason !== null && OTHER_SPELLING.has(row.matchReason) && (row.normalized?.streetCores.length ?? 0) > 0
      ? [{ organizationPlaceId: row.organizationPlaceId!, cores: row.normalized!.streetCores }]
      : [],
  )
  if (spellings.length > 0) await learnStreetCores(sql, spellings)
}
