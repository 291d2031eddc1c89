import { sql } from 'drizzle-orm'
import { boolean, doublePrecision, index, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, identityCheck, identityColumn, idPk, rawCheck, refId, updatedAt } from './columns'
import { missions } from './missions'

export const swarms = pgTable(
  'swarms',
  {
    id: idPk(),
    identity: identityColumn(),
    name: text('name').notNull(),
    /** PUBLIC_STATIC eligibility shows this split on '|'. */
    specification: text('specification').notNull().default(''),
    /** TESTING missions are visible only to the Testing Swarm. */
    isTestingSwarm: boolean('is_testing_swarm').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    identityCheck('swarms'),
    // There is exactly one Testing Swarm.
    uniqueIndex('swarms_single_testing_idx')
      .on(t.isTestingSwarm)
      .where(sql`${t.isTestingSwarm}`),
  ],
)

export const BEE_IDENTITY_PATTERN = '^b[0-9]{7}$'

/** A mobile worker. Bee ids follow the spec's own pattern: b + 7 digits (spec 001 §5). */
export const bees = pgTable(
  'bees',
  {
    id: idPk(),
    identity: text('identity').notNull().unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    pushEnabled: boolean('push_enabled').notNull().default(false),
    pushToken: text('push_token'),
    homeLatitude: doublePrecision('home_latitude'),
    homeLongitude: doublePrecision('home_longitude'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    rawCheck('bees_identity_format', `"identity" ~ '${BEE_IDENTITY_PATTERN}'`),
    index('bees_active_idx').on(t.isActive),
    // Coverage export: nearest active bee / bees within a radius of a pin.
    index('bees_home_earth_idx').using('gist', sql`ll_to_earth(${t.homeLatitude}, ${t.homeLongitude})`),
  ],
)

export const swarmMembers = pgTable(
  'swarm_members',
  {
    id: idPk(),
    swarmId: refId('swarm_id')
      .notNull()
      .references(() => swarms.id, { onDelete: 'cascade' }),
    beeId: refId('bee_id')
      .notNull()
      .references(() => bees.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [unique('swarm_members_pair_unique').on(t.swarmId, t.beeId), index('swarm_members_bee_idx').on(t.beeId)],
)

/** Swarms eligible for a PRIVATE or PUBLIC_STATIC mission. */
export const missionSwarms = pgTable(
  'mission_swarms',
  {
    id: idPk(),
    missionId: refId('mission_id')
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    swarmId: refId('swarm_id')
      .notNull()
      .references(() => swarms.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [unique('mission_swarms_pair_unique').on(t.missionId, t.swarmId), index('mission_swarms_swarm_idx').on(t.swarmId)],
)
