import { sql } from 'drizzle-orm'
import { boolean, doublePrecision, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core'
import { createdAt, identityCheck, identityColumn, idPk, rawCheck, refId, tstz, updatedAt } from './columns'
import { missions } from './missions'
import { organizationPlaces } from './places'

export const deploymentGroups = pgTable(
  'deployment_groups',
  {
    id: idPk(),
    identity: identityColumn(),
    missionId: refId('mission_id')
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Group cap: responses the whole group may take (NULL = no group cap). */
    responseGroupCap: integer('response_group_cap'),
    /** Frequency cap applied per pin of the group (NULL = the pin's own). */
    responseFrequencyCap: integer('response_frequency_cap'),
    targetCount: integer('target_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    identityCheck('deployment_groups'),
    // Store-list processing finds or creates a group by name: the pair is the idempotency key.
    unique('deployment_groups_mission_name_unique').on(t.missionId, t.name),
    rawCheck('deployment_groups_caps_check', '"response_group_cap" > 0 and "response_frequency_cap" > 0'),
  ],
)

/** A store location of a mission, with its price (rewardPoints). */
export const pins = pgTable(
  'pins',
  {
    id: idPk(),
    identity: identityColumn(),
    missionId: refId('mission_id')
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    /** Deleting a group deletes its pins. NULL only for pins outside any group. */
    deploymentGroupId: refId('deployment_group_id').references(() => deploymentGroups.id, { onDelete: 'cascade' }),
    organizationPlaceId: refId('organization_place_id')
      .notNull()
      .references(() => organizationPlaces.id, { onDelete: 'restrict' }),
    rewardPoints: integer('reward_points').notNull(),
    frequencyCap: integer('frequency_cap').notNull().default(1),
    isRunning: boolean('is_running').notNull().default(true),
    isTestPin: boolean('is_test_pin').notNull().default(false),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    timezone: text('timezone'),
    /** When a capped pin frees up again (NULL = not capped). */
    availableAt: tstz('available_at'),
    /**
     * The Pins tab's order (organization name, store number), copied from the pin's organization
     * place by triggers (migration 0010) so a page reads pins_mission_order_idx alone.
     */
    sortOrgName: text('sort_org_name').notNull().default(''),
    sortStoreNumber: text('sort_store_number'),
    /**
     * The store's street, city and postal code in lower case, as the Pins tab's search reads them,
     * copied from its place by triggers (migration 0023) like the sort key: a search that finds
     * most pins walks pins_mission_order_idx and tests each pin's own row with LIKE, not ILIKE
     * (docs/domain/console.md, "Search on long lists").
     */
    searchStreet: text('search_street'),
    searchCity: text('search_city'),
    searchPostalCode: text('search_postal_code'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    identityCheck('pins'),
    // One pin per store per mission: re-running a store list never adds a second one.
    unique('pins_mission_org_place_unique').on(t.missionId, t.organizationPlaceId),
    rawCheck('pins_reward_points_check', '"reward_points" >= 0'),
    rawCheck('pins_frequency_cap_check', '"frequency_cap" >= 1'),
    index('pins_mission_running_idx').on(t.missionId, t.isRunning),
    index('pins_mission_order_idx').on(t.missionId, t.sortOrgName, t.sortStoreNumber, t.id),
    index('pins_deployment_group_idx').on(t.deploymentGroupId),
    index('pins_organization_place_idx').on(t.organizationPlaceId),
    // Coverage counts the running pins within a radius of each pin straight from pins, through a
    // box of longitudes and latitudes (radiusBox, coverage.repository.ts). A point index rather
    // than the GiST on ll_to_earth the other tables use: every pin of a store list writes it, and
    // on the embedded database an earth-cube entry cost about a fifth of a batch's pin upsert
    // (16.4 against 12.9 ms per 100 pins, docs/domain/store-lists.md).
    index('pins_location_idx').using('spgist', sql`point(${t.longitude}, ${t.latitude})`),
  ],
)
