import { index, pgTable, text } from 'drizzle-orm/pg-core'
import { createdAt, idPk, oneOf, refId, tstz, updatedAt } from './columns'
import { pins } from './deployment'
import { RESPONSE_STATES, type ResponseState } from './enums'
import { missions } from './missions'
import { bees } from './swarms'

/** A bee's attempt at a pin; its state feeds the six cap-progress counts. */
export const responses = pgTable(
  'responses',
  {
    id: idPk(),
    beeId: refId('bee_id')
      .notNull()
      .references(() => bees.id, { onDelete: 'restrict' }),
    /** Kept (as NULL) when the pin is deleted, so mission progress keeps its history. */
    pinId: refId('pin_id').references(() => pins.id, { onDelete: 'set null' }),
    missionId: refId('mission_id')
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    state: text('state').$type<ResponseState>().notNull().default('started'),
    startedAt: tstz('started_at').notNull().defaultNow(),
    submittedAt: tstz('submitted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf('responses', 'state', RESPONSE_STATES),
    index('responses_mission_state_idx').on(t.missionId, t.state),
    // Cap progress per cap period counts a mission's responses by date.
    index('responses_mission_started_idx').on(t.missionId, t.startedAt),
    index('responses_pin_state_idx').on(t.pinId, t.state),
    index('responses_bee_started_idx').on(t.beeId, t.startedAt),
  ],
)
