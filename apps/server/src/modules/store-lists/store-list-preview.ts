import { closestNames } from '@mc/domain/store-lists/store-list-preview'
import { MAX_STORE_ROWS } from '@mc/domain/store-lists/store-list-file'
import type { AppDeps } from '../../app-deps'
import { badRequest } from '../../http/errors'
import { createOfflineAddressNormalizer } from '../../integrations/address-normalizer'
import { missingForNewStore } from '@mc/domain/store-lists/store-list-preview'
import { createCentroidGeocoder, geocoderFromEnv } from '../../integrations/geocoder'
import { candidateAddress, fillMissingStreetKeys, MATCH_REASONS, matchStores, type MatchReason } from '../../integrations/store-matcher'
import { organizationNames, unknownOrganizationNames } from './store-lists.repository'

export interface PreviewStore {
  rowNumber: number
  organizationName?: string | null
  storeNumber?: string | null
  wiserStoreId?: string | null
  streetAddress?: string | null
  city?: string | null
  state?: string | null
  postalCode?: string | null
  country?: string | null
}

/** Stores matched per statement: the matcher's set-based join over a slice of the file. */
const MATCH_CHUNK = 5_000

/**
 * previewMissionDeployTemplate: what Add Stores would do with these rows, computed by the same
 * normalizer and matcher the processing job uses, writing nothing but missing street keys. Organizations named by no
 * existing organization (with the closest existing names), the rows that would create a store, and
 * whether such a store's location would be approximate (the configured geocoder's precision) and
 * which would be placed only at their city's centre; the rows that would end in ERROR, by what a
 * new store lacks; and how many rows would match known stores, by each kind of evidence.
 */
export async function previewStoreList(deps: Pick<AppDeps, 'pool'>, stores: readonly PreviewStore[]) {
  if (stores.length > MAX_STORE_ROWS) throw badRequest(`At most ${MAX_STORE_ROWS} rows can be previewed.`, { stores: [`At most ${MAX_STORE_ROWS} rows`] })
  // Rows naming a store by id neither create an organization nor a store.
  const byAddress = stores.filter((store) => !store.wiserStoreId?.trim() && store.organizationName?.trim())
  const rowsPerName = new Map<string, { name: string; rows: number }>()
  for (const store of byAddress) {
    const name = store.organizationName!.trim()
    const entry = rowsPerName.get(name.toLowerCase()) ?? { name, rows: 0 }
    entry.rows++
    rowsPerName.set(name.toLowerCase(), entry)
  }
  const unknown = new Set(
    (
      await unknownOrganizationNames(
        deps.pool,
        [...rowsPerName.values()].map((entry) => entry.name),
      )
    ).map((name) => name.toLowerCase()),
  )
  const existing = unknown.size > 0 ? await organizationNames(deps.pool) : []
  const newOrganizations = [...rowsPerName.entries()]
    .filter(([key]) => unknown.has(key))
    .map(([, entry]) => ({ name: entry.name, rows: entry.rows, closestExisting: closestNames(entry.name, existing) }))

  const normalized = await createOfflineAddressNormalizer().normalize(
    byAddress.map((store) => ({
      street: store.streetAddress ?? null,
      city: store.city ?? null,
      state: store.state ?? null,
      postalCode: store.postalCode ?? null,
      country: store.country ?? null,
    })),
  )
  // As processing does: places written without a street key (legacy rows, raw SQL) get theirs first.
  await fillMissingStreetKeys(deps.pool)
  const matchedBy = new Map<number, MatchReason>()
  for (let start = 0; start < byAddress.length; start += MATCH_CHUNK) {
    const candidates = byAddress.slice(start, start + MATCH_CHUNK).map((store, index) => ({
      key: start + index,
      organizationName: store.organizationName!.trim(),
      storeNumber: store.storeNumber?.trim() || null,
      ...candidateAddress(normalized[start + index]!),
      latitude: null,
      longitude: null,
      precise: false,
    }))
    for (const match of await matchStores(deps.pool, candidates)) matchedBy.set(match.key, match.reason)
  }
  const unmatched = byAddress.flatMap((store, index) => (matchedBy.has(index) ? [] : [{ store, address: normalized[index]! }]))
  // Where the offline geocoder would put each new store: a ZIP centroid, a city centre, or nowhere
  // (a configured street-level geocoder may place more, never fewer).
  const placed = await createCentroidGeocoder().geocode(unmatched.map(({ address }) => address))
  const newStoreRows: number[] = []
  const cityCentreRows: number[] = []
  const failing = new Map<string, number[]>()
  unmatched.forEach(({ store, address }, index) => {
    const missing = missingForNewStore({ ...address, placed: placed[index] !== null })
    if (missing.length > 0) failing.set(missing.join(', '), [...(failing.get(missing.join(', ')) ?? []), store.rowNumber])
    else {
      newStoreRows.push(store.rowNumber)
      if (placed[index]?.precision === 'CITY') cityCentreRows.push(store.rowNumber)
    }
  })
  return {
    newOrganizations,
    newStoreRows,
    newStoresApproximate: geocoderFromEnv().approximate,
    cityCentreRows,
    failingRows: [...failing].map(([missing, rows]) => ({ missing, rows })),
    matchedRows: MATCH_REASONS.map((reason) => ({ reason, rows: [...matchedBy.values()].filter((by) => by === reason).length })).filter(
      (kind) => kind.rows > 0,
    ),
  }
}
