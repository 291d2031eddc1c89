import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { day, refId } from './columns'
import type { ResponseState } from './enums'
import { pins } from './deployment'
import { missions } from './missions'

/**
 * Counts the mission page shows, kept by triggers in the transaction of every write to pins,
 * deployment groups, organization places and missions (migration 0010; docs/domain/missions.md,
 * "Maintained counts"). One row per mission, made when the mission is.
 */
export const missionCounts = pgTable('mission_counts', {
  missionId: refId('mission_id')
    .primaryKey()
    .references(() => missions.id, { onDelete: 'cascade' }),
  groupCount: integer('group_count').notNull().default(0),
  pinCount: integer('pin_count').notNull().default(0),
  runningPinCount: integer('running_pin_count').notNull().default(0),
  /** Pins whose organization place is active (storesInAlignmentCount). */
  activePlacePinCount: integer('active_place_pin_count').notNull().default(0),
})

/**
 * A mission's responses by the day they started (in the database's time zone, as the cap-period
 * progress has always counted them) and state, kept by triggers on responses. A cap period's
 * progress sums its days; the mission's progress sums them all.
 */
export const missionResponseCounts = pgTable(
  'mission_response_counts',
  {
    missionId: refId('mission_id')
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    startedOn: day('started_on').notNull(),
    state: text('state').$type<ResponseState>().notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'mission_response_counts_pk', columns: [t.missionId, t.startedOn, t.state] })],
)

/**
 * The slots a pin's responses use (started, pending, approved) by the day they started, with the
 * pin's deployment group, kept by triggers on responses and pins (migration 0013). A group's
 * used slots in a cap window sum its rows of the window's days (one index range), so a Pins page
 * prices a capped group without reading the responses of every pin in it. Deleting a pin deletes
 * its rows; a pin moved to another group moves them. The group index holds `used` too, so a
 * group's slots are summed from the index alone (the availability filter sums every capped
 * group of a mission: 2,000 groups of the scale mission).
 */
export const pinSlotCounts = pgTable(
  'pin_slot_counts',
  {
    pinId: refId('pin_id')
      .notNull()
      .references(() => pins.id, { onDelete: 'cascade' }),
    deploymentGroupId: refId('deployment_group_id'),
    startedOn: day('started_on').notNull(),
    used: integer('used').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'pin_slot_counts_pk', columns: [t.pinId, t.startedOn] }),
    index('pin_slot_counts_group_used_idx').on(t.deploymentGroupId, t.startedOn, t.used),
  ],
)
