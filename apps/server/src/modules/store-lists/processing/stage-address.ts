import type { AddressNormalizer } from '../../../integrations/address-normalizer'
import type { Geocoder } from '../../../integrations/geocoder'
import { asJson, claimRows, type Sql } from './batch-sql'

interface UploadedAddressRow {
  id: number
  street_address: string | null
  city: string | null
  state: string | null
  postal_code: string | null
  country: string | null
}

/** UNPROCESSED → NORMALIZED: the whole batch goes through the normalizer, then one UPDATE. */
export async function normalizeStage(sql: Sql, templateId: number, normalizer: AddressNormalizer): Promise<number> {
  const rows = await claimRows<UploadedAddressRow>(sql, templateId, ['UNPROCESSED'], 'id, street_address, city, state, postal_code, country')
  if (rows.length === 0) return 0
  const normalized = await normalizer.normalize(
    rows.map((row) => ({ street: row.street_address, city: row.city, state: row.state, postalCode: row.postal_code, country: row.country })),
  )
  const values = rows.map((row, index) => ({ id: row.id, ...normalized[index] }))
  await sql.query(
    `update mission_deploy_template_rows r
        set status = 'NORMALIZED', normalized_street = v.street, normalized_city = v.city, normalized_state = v.state,
            normalized_postal_code = v."postalCode", normalized_country = v.country,
            normalization_provider = $2, normalized_at = now(), updated_at = now()
       from json_to_recordset($1::json) as v(id bigint, street text, city text, state text, "postalCode" text, country text)
      where r.id = v.id`,
    [asJson(values), normalizer.provider],
  )
  return rows.length
}

interface NormalizedRow {
  id: number
  normalized_street: string | null
  normalized_city: string | null
  normalized_state: string | null
  normalized_postal_code: string | null
  normalized_country: string | null
}

/** NORMALIZED → GEOCODED. A row the geocoder cannot place keeps empty coordinates (it may still match by id). */
export async function geocodeStage(sql: Sql, templateId: number, geocoder: Geocoder): Promise<number> {
  const rows = await claimRows<NormalizedRow>(
    sql, templateId, ['NORMALIZED'],
    'id, normalized_street, normalized_city, normalized_state, normalized_postal_code, normalized_country',
  )
  if (rows.length === 0) return 0
  const results = await geocoder.geocode(
    rows.map((row) => ({
      street: row.normalized_street, city: row.normalized_city, state: row.normalized_state,
      postalCode: row.normalized_postal_code, country: row.normalized_country,
    })),
  )
  const values = rows.map((row, index) => {
    const hit = results[index]
    return hit
      ? { id: row.id, provider: hit.provider, providerId: hit.providerId, score: hit.score, latitude: hit.latitude, longitude: hit.longitude }
      : { id: row.id, provider: geocoder.provider, providerId: null, score: 0, latitude: null, longitude: null }
  })
  await sql.query(
    `update mission_deploy_template_rows r
        set status = 'GEOCODED', geocode_provider = v.provider, geocode_provider_id = v."providerId", geocode_score = v.score,
            latitude = v.latitude, longitude = v.longitude, updated_at = now()
       from json_to_recordset($1::json) as v(id bigint, provider text, "providerId" text, score numeric, latitude float8, longitude float8)
      where r.id = v.id`,
    [asJson(values)],
  )
  return rows.length
}
