/** Always required. */
export const REQUIRED_COLUMNS = ['wiser_mission_id', 'group_name', 'group_cap'] as const
/** Required unless the row (or, for the header, the file) gives a wiser_store_id. */
export const ADDRESS_COLUMNS = ['org_name', 'street_address', 'city', 'state', 'country'] as const
export const OPTIONAL_COLUMNS = ['wiser_store_id', 'store_number', 'postal_code', 'pin_active'] as const
/**
 * Ours, beyond the spec's template (docs/domain/store-lists.md, "Coordinates"): the store's own
 * latitude and longitude, optional, both or neither. Lists from other sources often carry them.
 */
export const COORDINATE_COLUMNS = ['latitude', 'longitude'] as const

export type StoreListColumn =
  (typeof REQUIRED_COLUMNS)[number] | (typeof ADDRESS_COLUMNS)[number] | (typeof OPTIONAL_COLUMNS)[number] | (typeof COORDINATE_COLUMNS)[number]

/** Column order of the downloadable template: the spec's columns, then ours at the end. */
export const TEMPLATE_COLUMNS: readonly StoreListColumn[] = [
  'wiser_mission_id',
  'group_name',
  'group_cap',
  'wiser_store_id',
  'org_name',
  'store_number',
  'street_address',
  'city',
  'state',
  'postal_code',
  'country',
  'pin_active',
  'latitude',
  'longitude',
]

const KNOWN_COLUMNS: ReadonlySet<string> = new Set<string>(TEMPLATE_COLUMNS)

export const isStoreListColumn = (name: string): name is StoreListColumn => KNOWN_COLUMNS.has(name)

/** Header cells compare trimmed and lowercased: ' Group_Name ' is group_name. */
export function normalizeHeader(cell: unknown): string {
  if (typeof cell === 'string') return cell.trim().toLowerCase()
  if (typeof cell === 'number' || typeof cell === 'boolean' || typeof cell === 'bigint') return String(cell).toLowerCase()
  return ''
}
