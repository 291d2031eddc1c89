export const STORE_LIST_STATUSES = ['UNPROCESSED', 'PROCESSING', 'PROCESSED'] as const
export type StoreListStatus = (typeof STORE_LIST_STATUSES)[number]
export const isStoreListProcessed = (status: string): boolean => status === 'PROCESSED'

/** Row statuses in processing order (001 §4). */
export const STORE_LIST_ROW_STATUSES = [
  'UNPROCESSED',
  'NORMALIZING',
  'NORMALIZED',
  'GEOCODING',
  'GEOCODED',
  'WISER_STORE_ID_MATCHING',
  'WISER_STORE_ID_MATCHED',
  'WISER_MISSION_ID_MATCHING',
  'WISER_MISSION_ID_MATCHED',
  'NON_ID_STORE_MATCHING',
  'NON_ID_STORE_GETTING',
  'NON_ID_STORE_RESPONDED',
  'NON_ID_STORE_MATCHED',
  'STORE_CREATING',
  'STORE_CREATED',
  'STORE_UNMATCHED',
  'GROUP_APPENDING',
  'GROUP_APPENDED',
  'PIN_ADDING_TO_MISSION',
  'PIN_ADDED_TO_MISSION',
  'ERROR',
] as const
export type StoreListRowStatus = (typeof STORE_LIST_ROW_STATUSES)[number]

export const isStoreListRowStatus = (value: unknown): value is StoreListRowStatus =>
  typeof value === 'string' && (STORE_LIST_ROW_STATUSES as readonly string[]).includes(value)

/** A row ends at PIN_ADDED_TO_MISSION or ERROR. */
export const isFinalRowStatus = (status: string): boolean => status === 'PIN_ADDED_TO_MISSION' || status === 'ERROR'

/** Every status other than the two final ones shows a spinner. */
export const rowStatusShowsSpinner = (status: string): boolean => !isFinalRowStatus(status)

/** Position in processing order; -1 for an unknown status. */
export const rowStatusIndex = (status: string): number => (STORE_LIST_ROW_STATUSES as readonly string[]).indexOf(status)

/** The rows table of the report: 25 rows by default. */
export const STORE_ROWS_PAGE_SIZE_OPTIONS = [10, 25, 50, 100, 250] as const
export const DEFAULT_STORE_ROWS_PAGE_SIZE = 25
/** Campaign detail lists this many of the newest store lists. */
export const RECENT_STORE_LISTS = 10

/**
 * What an approximate location stands for (ours, beyond the spec): the centre of the row's postal
 * code, or of its city when the row has no postal code we can place. A store placed at its own
 * address (or at coordinates the list gave) has none.
 */
export const LOCATION_PRECISIONS = ['POSTAL_CODE', 'CITY'] as const
export type LocationPrecision = (typeof LOCATION_PRECISIONS)[number]
