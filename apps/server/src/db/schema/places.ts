import { sql } from 'drizzle-orm'
import { boolean, doublePrecision, index, integer, numeric, pgTable, serial, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core'
import { createdAt, identityCheck, identityColumn, idPk, oneOf, refId, updatedAt } from './columns'
import { LOCATION_PRECISIONS, type LocationPrecision } from './enums'

/** Lookup; the console creates organizations with organization_type_id fixed at 1. */
export const organizationTypes = pgTable('organization_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
})

/** Lookup served by /admin/lookup_tables.json?table=relationship_types. */
export const relationshipTypes = pgTable('relationship_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
})

export const organizations = pgTable(
  'organizations',
  {
    id: idPk(),
    identity: identityColumn(),
    name: text('name').notNull(),
    displayName: text('display_name'),
    alternativeNames: text('alternative_names')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    organizationTypeId: integer('organization_type_id')
      .notNull()
      .default(1)
      .references(() => organizationTypes.id, { onDelete: 'restrict' }),
    businessType: text('business_type'),
    mobeeCompany: boolean('mobee_company').notNull().default(false),
    parentId: refId('parent_id').references((): AnyPgColumn => organizations.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    identityCheck('organizations'),
    index('organizations_name_idx').on(t.name),
    // Name search (ILIKE '%x%' and similarity) from the organizations list and the store matcher.
    index('organizations_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('organizations_parent_idx').on(t.parentId),
    index('organizations_type_idx').on(t.organizationTypeId),
  ],
)

export const places = pgTable(
  'places',
  {
    id: idPk(),
    identity: identityColumn(),
    street: text('street'),
    /**
     * The street's match key (integrations/street-normalizer.ts): one key for the usual spellings of
     * one street. Written with the street; a place written without it (legacy rows, raw SQL) gets it
     * from fillMissingStreetKeys before store matching reads it.
     */
    streetKey: text('street_key'),
    /**
     * The street's cores (street-normalizer.ts streetCores): the house number and the name's words
     * run together, with directionals, street types, route words, spacing and punctuation set aside;
     * one per street a compound line names ('Malcolm St/Hwy 67' has two). Two sources' spellings of
     * one store share a core ('1500 LYNN RIGGS BLVD', '1500 S Lynn Riggs Blvd'). Written with the
     * street; filled by fillMissingStreetKeys like the key.
     */
    streetCores: text('street_cores').array(),
    /**
     * Cores of other spellings of this street, learned from list rows matched to the store by
     * address evidence (street-spelling-step.ts): '1831 Highway 1 S' for '1831 S Dr Martin L King
     * Blvd', so the next source that writes it so finds the store in its city without a ZIP.
     */
    learnedStreetCores: text('learned_street_cores')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    city: text('city'),
    /** The city as matching compares it (address-normalizer.ts cityKey: 'FT WORTH' = 'Fort Worth'). */
    cityKey: text('city_key'),
    state: text('state'),
    postalCode: text('postal_code'),
    country: text('country').notNull().default('US'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /**
     * The coordinates stand for an area, not the store: a store list created the place from a ZIP
     * centroid (the offline geocoder, or a provider's postal-code answer). Reports, exports and maps
     * mark such places; a precise geocode or an edit clears it.
     */
    locationApproximate: boolean('location_approximate').notNull().default(false),
    /** What an approximate location stands for: a postal code's centre or a city's (null: the store itself). */
    locationPrecision: text('location_precision').$type<LocationPrecision>(),
    /** IANA zone, e.g. America/Chicago. */
    timezone: text('timezone'),
    phone: text('phone'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    identityCheck('places'),
    // Radius search (earthdistance): earth_box(ll_to_earth(lat, lng), metres) @> ll_to_earth(...)
    index('places_earth_idx').using('gist', sql`ll_to_earth(${t.latitude}, ${t.longitude})`),
    index('places_state_city_idx').on(t.state, t.city),
    // Store matching probes it per row: (postal code, house number, street key) for the same street,
    // (postal code, house number) for a similar one (store-matcher.ts); the leading column still
    // serves postal code alone. The house number is the key's first word.
    index('places_postal_house_street_key_idx').on(t.postalCode, sql`split_part(${t.streetKey}, ' ', 1)`, t.streetKey),
    // A row without a postal code (or with another one) is matched in its city: (state, city, house number).
    index('places_city_house_idx').on(t.state, t.cityKey, sql`split_part(${t.streetKey}, ' ', 1)`),
    // The same street nearby (by_nearby: within 25 km, when two sources name the town otherwise) is
    // probed by house number, then tested for the distance: a 25 km box around a metro holds
    // thousands of places (a sequential scan of a million for each batch without it).
    index('places_house_idx').on(sql`split_part(${t.streetKey}, ' ', 1)`),
    // A row that cannot be placed (no postal code, a city no gazetteer knows) is matched by its very street in its state.
    index('places_state_street_key_idx').on(t.state, t.streetKey),
    // The places whose street key and cores are still to be computed (fillMissingStreetKeys): empty once filled.
    index('places_street_cores_missing_idx')
      .on(t.id)
      .where(sql`${t.streetCores} is null and ${t.street} is not null`),
    // Searches of the Pins tab and of an organization's places: street and city anywhere, postal code
    // from its start (ILIKE, trigrams; one index, one entry list per column; docs/domain/organizations.md).
    // fastupdate off: the embedded database never vacuums, so a pending list would stay unsorted and
    // be read whole by every search (the planner then scanned the table: 25 ms against 0.8 ms).
    index('places_search_trgm_idx')
      .using('gin', t.street.op('gin_trgm_ops'), t.city.op('gin_trgm_ops'), t.postalCode.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    oneOf('places', 'location_precision', LOCATION_PRECISIONS),
  ],
)

/**
 * How many stores each organization has, kept by statement triggers on organizations (a row made
 * with each) and organization_places (migration 0028; docs/domain/organizations.md), so the
 * organizations list and an organization's places page do not count a chain's 100,000 stores.
 */
export const organizationCounts = pgTable('organization_counts', {
  organizationId: refId('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  placeCount: integer('place_count').notNull().default(0),
})

/** A store: an organization at a place. */
export const organizationPlaces = pgTable(
  'organization_places',
  {
    id: idPk(),
    identity: identityColumn(),
    organizationId: refId('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'restrict' }),
    placeId: refId('place_id')
      .notNull()
      .references(() => places.id, { onDelete: 'restrict' }),
    name: text('name'),
    storeNumber: text('store_number'),
    relationshipTypeId: integer('relationship_type_id').references(() => relationshipTypes.id, {
      onDelete: 'set null',
    }),
    isActive: boolean('is_active').notNull().default(true),
    matchScore: numeric('match_score', { precision: 5, scale: 2, mode: 'number' }),
    georectified: boolean('georectified').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    identityCheck('organization_places'),
    // A store number identifies one store of a chain: lets store-list processing be idempotent.
    // Not partial (NULLs stay distinct, so stores without a number are allowed) so that it also
    // serves every lookup by organization: one index for both keeps the planner from choosing an
    // organization-only scan when statistics are missing (the embedded database never auto-analyzes).
    uniqueIndex('organization_places_org_store_number_idx').on(t.organizationId, t.storeNumber),
    index('organization_places_place_idx').on(t.placeId),
    // Store number from its start, case-insensitive (ILIKE 'x%', trigrams): the Pins tab's and the places' search.
    // fastupdate off, as places_search_trgm_idx.
    index('organization_places_store_number_trgm_idx').using('gin', t.storeNumber.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('organization_places_relationship_type_idx').on(t.relationshipTypeId),
  ],
)
