import { randomInt } from 'node:crypto'
import { timezoneAt } from '../../../integrations/geocoder'
import { matchDetail, matchStores } from '../../../integrations/store-matcher'
import { asJson, claimRows, type Sql } from './batch-sql'

interface UnmatchedRow {
  id: number
  organization_name: string | null
  store_number: string | null
  normalized_street: string | null
  normalized_city: string | null
  normalized_state: string | null
  normalized_postal_code: string | null
  normalized_country: string | null
  latitude: number | null
  longitude: number | null
}

/** One lock for every worker creating stores: creation is rare, and this keeps "find, else create" race-free. */
const STORE_CREATION_LOCK = 0x5710_4e57
const IDENTITY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'
const newIdentity = (): string => Array.from({ length: 12 }, () => IDENTITY_ALPHABET[randomInt(IDENTITY_ALPHABET.length)]).join('')

function missingForCreation(row: UnmatchedRow): string[] {
  const missing: string[] = []
  if (!row.organization_name) missing.push('org_name')
  if (!row.normalized_street) missing.push('street_address')
  if (!row.normalized_city) missing.push('city')
  if (!row.normalized_state) missing.push('state')
  if (row.latitude === null || row.longitude === null) missing.push('a postal code we can place on the map')
  return missing
}

/** Same organization and (store number, else street + postal code) is the same new store. */
const storeKey = (row: UnmatchedRow): string =>
  `${row.organization_name!.toLowerCase()}|${row.store_number ?? `${row.normalized_street!.toLowerCase()}|${row.normalized_postal_code ?? ''}`}`

/**
 * STORE_UNMATCHED → STORE_CREATED (a new organization place, and organization when the name is new),
 * or ERROR when the row lacks what a store needs. Under the creation lock it first matches again, so
 * a store another worker just created is reused, never duplicated.
 */
export async function createStoreStage(sql: Sql, templateId: number): Promise<number> {
  const rows = await claimRows<UnmatchedRow>(
    sql, templateId, ['STORE_UNMATCHED'],
    'id, organization_name, store_number, normalized_street, normalized_city, normalized_state, normalized_postal_code, normalized_country, latitude, longitude',
  )
  if (rows.length === 0) return 0
  await sql.query('select pg_advisory_xact_lock($1)', [STORE_CREATION_LOCK])

  const updates: { id: number; status: string; place: number | null; confidence: string | null; detail: string }[] = []
  const creatable: UnmatchedRow[] = []
  for (const row of rows) {
    const missing = missingForCreation(row)
    if (missing.length > 0) updates.push({ id: row.id, status: 'ERROR', place: null, confidence: null, detail: `No known store matched, and a new store needs: ${missing.join(', ')}` })
    else creatable.push(row)
  }

  const rematched = await matchStores(
    sql,
    creatable.map((row) => ({
      key: row.id, organizationName: row.organization_name, storeNumber: row.store_number, street: row.normalized_street,
      postalCode: row.normalized_postal_code, latitude: null, longitude: null, precise: false,
    })),
  )
  const rematchedIds = new Set(rematched.map((match) => match.key))
  for (const match of rematched) {
    updates.push({ id: match.key, status: 'NON_ID_STORE_MATCHED', place: match.organizationPlaceId, confidence: match.confidence, detail: matchDetail(match) })
  }

  const stores = new Map<string, { placeIdentity: string; storeIdentity: string; row: UnmatchedRow; rowIds: number[] }>()
  for (const row of creatable) {
    if (rematchedIds.has(row.id)) continue
    const key = storeKey(row)
    const store = stores.get(key)
    if (store) store.rowIds.push(row.id)
    else stores.set(key, { placeIdentity: newIdentity(), storeIdentity: newIdentity(), row, rowIds: [row.id] })
  }

  if (stores.size > 0) {
    const newStores = [...stores.values()].map(({ placeIdentity, storeIdentity, row }) => ({
      placeIdentity, storeIdentity, organizationName: row.organization_name, storeNumber: row.store_number,
      street: row.normalized_street, city: row.normalized_city, state: row.normalized_state, postalCode: row.normalized_postal_code,
      country: row.normalized_country ?? 'US', latitude: row.latitude, longitude: row.longitude, timezone: timezoneAt(row.latitude!, row.longitude!),
    }))
    const json = asJson(newStores)
    const spec = `json_to_recordset($1::json) as v("placeIdentity" text, "storeIdentity" text, "organizationName" text, "storeNumber" text,
      street text, city text, state text, "postalCode" text, country text, latitude float8, longitude float8, timezone text)`
    await sql.query(
      `insert into organizations (name)
       select distinct on (lower(v."organizationName")) v."organizationName" from ${spec}
        where not exists (select 1 from organizations o where lower(o.name) = lower(v."organizationName"))`,
      [json],
    )
    await sql.query(
      `insert into places (identity, street, city, state, postal_code, country, latitude, longitude, timezone)
       select v."placeIdentity", v.street, v.city, v.state, v."postalCode", v.country, v.latitude, v.longitude, v.timezone from ${spec}`,
      [json],
    )
    await sql.query(
      `insert into organization_places (identity, organization_id, place_id, name, store_number)
       select v."storeIdentity", o.id, p.id, o.name, v."storeNumber"
         from ${spec}
         join lateral (select id, name from organizations where lower(name) = lower(v."organizationName") order by id limit 1) o on true
         join places p on p.identity = v."placeIdentity"`,
      [json],
    )
    const created = await sql.query<{ identity: string; id: number }>(
      `select identity, id from organization_places where identity = any($1::text[])`,
      [newStores.map((store) => store.storeIdentity)],
    )
    const placeByIdentity = new Map(created.rows.map((row) => [row.identity, Number(row.id)]))
    for (const store of stores.values()) {
      for (const id of store.rowIds) {
        updates.push({ id, status: 'STORE_CREATED', place: placeByIdentity.get(store.storeIdentity) ?? null, confidence: null, detail: 'Created a new store' })
      }
    }
  }

  await sql.query(
    `update mission_deploy_template_rows r
        set status = v.status, organization_place_id = v.place, match_confidence = v.confidence, status_detail = v.detail, updated_at = now()
       from json_to_recordset($1::json) as v(id bigint, status text, place bigint, confidence text, detail text)
      where r.id = v.id`,
    [asJson(updates)],
  )
  return rows.length
}
