import { missingForNewStore } from '@mc/domain/store-lists/store-list-preview'
import { randomInt } from 'node:crypto'
import { timezoneAt } from '../../../integrations/geocoder'
import { candidateAddress, matchStores } from '../../../integrations/store-matcher'
import { takeMatch } from './match-step'
import type { Sql } from './batch-sql'
import { insertNewStores, knownOrganizationNames, lockStoreCreation } from './store-writes.repository'
import { failRow, rowsAt, type RowWork } from './row-work'

/** Namespace of the advisory locks taken per new store (and per new organization name). */
const STORE_CREATION_LOCKS = 0x5710
const IDENTITY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'
const newIdentity = (): string => Array.from({ length: 12 }, () => IDENTITY_ALPHABET[randomInt(IDENTITY_ALPHABET.length)]).join('')

function missingForCreation(row: RowWork): string[] {
  return [
    ...(row.uploaded.organizationName ? [] : ['org_name']),
    ...missingForNewStore({
      street: row.normalized?.street ?? null,
      city: row.normalized?.city ?? null,
      state: row.normalized?.state ?? null,
      placed: row.geocode?.latitude != null && row.geocode.longitude != null,
    }),
  ]
}

const orgKey = (row: RowWork): string => row.uploaded.organizationName!.trim().toLowerCase()
/** Same organization and (store number, else street key + postal code, else + state and city) is the same new store. */
const storeKey = (row: RowWork): string => {
  const { streetKey, postalCode, state, cityKey } = row.normalized!
  return `${orgKey(row)}|${row.uploaded.storeNumber ?? `${streetKey}|${postalCode ?? `${state}|${cityKey}`}`}`
}

/**
 * Locks exactly the stores (and new organization names) this batch may create, in one sorted order
 * so two workers never wait on each other in a cycle. Workers creating different stores never wait.
 */
async function lockNewStores(sql: Sql, rows: readonly RowWork[]): Promise<{ newOrganizations: boolean }> {
  const orgNames = [...new Set(rows.map(orgKey))]
  const known = await knownOrganizationNames(sql, orgNames)
  const newNames = orgNames.filter((name) => !known.has(name))
  await lockStoreCreation(sql, STORE_CREATION_LOCKS, [...new Set(rows.map(storeKey)), ...newNames.map((name) => `org|${name}`)])
  // Organizations are never deleted (the console has no such action), so a name known now stays known.
  return { newOrganizations: newNames.length > 0 }
}

/**
 * STORE_UNMATCHED → STORE_CREATED (a new organization place, and organization when the name is
 * new), or ERROR when the row lacks what a store needs. Under the locks it matches again, so a store
 * another worker created meanwhile is reused, never duplicated.
 */
export async function createStoreStep(sql: Sql, rows: readonly RowWork[]): Promise<void> {
  const creatable: RowWork[] = []
  for (const row of rowsAt(rows, 'STORE_UNMATCHED')) {
    const missing = missingForCreation(row)
    if (missing.length > 0) failRow(row, `No known store matched, and a new store needs: ${missing.join(', ')}`)
    else creatable.push(row)
  }
  if (creatable.length === 0) return
  const { newOrganizations } = await lockNewStores(sql, creatable)

  const rematched = await matchStores(
    sql,
    creatable.map((row) => ({
      key: row.id,
      organizationName: row.uploaded.organizationName,
      storeNumber: row.uploaded.storeNumber,
      ...candidateAddress(row.normalized),
      latitude: null,
      longitude: null,
      precise: false,
    })),
  )
  const rematchedById = new Map(rematched.map((match) => [match.key, match]))
  const stores = new Map<string, { placeIdentity: string; storeIdentity: string; row: RowWork; rows: RowWork[] }>()
  for (const row of creatable) {
    const match = rematchedById.get(row.id)
    if (match) {
      takeMatch(row, match)
      continue
    }
    const key = storeKey(row)
    const store = stores.get(key)
    if (store) store.rows.push(row)
    else stores.set(key, { placeIdentity: newIdentity(), storeIdentity: newIdentity(), row, rows: [row] })
  }
  if (stores.size === 0) return

  const placeByIdentity = await insertNewStores(
    sql,
    newOrganizations,
    [...stores.values()].map(({ placeIdentity, storeIdentity, row }) => ({
      placeIdentity,
      storeIdentity,
      organizationName: row.uploaded.organizationName!.trim(),
      storeNumber: row.uploaded.storeNumber,
      street: row.normalized!.street,
      streetKey: row.normalized!.streetKey,
      streetCores: row.normalized!.streetCores,
      city: row.normalized!.city,
      cityKey: row.normalized!.cityKey,
      state: row.normalized!.state,
      postalCode: row.normalized!.postalCode,
      country: row.normalized!.country ?? 'US',
      latitude: row.geocode!.latitude,
      longitude: row.geocode!.longitude,
      timezone: timezoneAt(row.geocode!.latitude!, row.geocode!.longitude!),
      approximate: row.geocode!.precision !== null,
      precision: row.geocode!.precision,
    })),
  )
  for (const store of stores.values()) {
    for (const row of store.rows) {
      Object.assign(row, {
        status: 'STORE_CREATED',
        organizationPlaceId: placeByIdentity.get(store.storeIdentity) ?? null,
        confidence: null,
        detail: 'Created a new store',
      })
    }
  }
}
