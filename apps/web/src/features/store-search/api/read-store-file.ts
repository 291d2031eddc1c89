import { formatCount } from '@mc/domain'
import type { StoreInput } from './store-search'

/** Matches more than this go through a store list upload instead (same limit as the server). */
export const MAX_MATCH_ROWS = 5_000

const COLUMN_OF: Record<string, keyof StoreInput> = {
  org_name: 'organizationName',
  store_number: 'storeNumber',
  street_address: 'streetAddress',
  city: 'city',
  state: 'state',
  postal_code: 'postalCode',
  country: 'country',
}

/** Reads the first sheet (or the csv) into stores; SheetJS loads on demand. */
export async function readStoreFile(file: File): Promise<StoreInput[]> {
  const XLSX = await import('@e965/xlsx')
  const book = XLSX.read(new Uint8Array(await file.arrayBuffer()), { type: 'array', dense: true })
  const sheet = book.Sheets[book.SheetNames[0] ?? '']
  if (!sheet) throw new Error('The file has no sheet to read.')
  const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(sheet, { defval: '', raw: false })
  if (rows.length === 0) throw new Error('The file has no store rows.')
  if (rows.length > MAX_MATCH_ROWS) throw new Error(`At most ${formatCount(MAX_MATCH_ROWS)} stores can be matched at once`)
  return rows.map((row) => {
    const store: StoreInput = { organizationName: null, storeNumber: null, streetAddress: null, city: null, state: null, postalCode: null, country: null }
    for (const [key, value] of Object.entries(row)) {
      const field = COLUMN_OF[key.trim().toLowerCase()]
      const text = String(value ?? '').trim()
      if (field && text) store[field] = text
    }
    return store
  })
}
