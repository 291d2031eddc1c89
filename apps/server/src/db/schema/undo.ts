import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { createdAt, identityCheck, identityColumn, idPk, refId, tstz } from './columns'
import { missions } from './missions'

/**
 * What an undoable mission change (docs/domain/undo.md) needs to be taken back: the exact rows it
 * touched as they were before it, what it touched described so it can be read again (scope), and a
 * fingerprint of that scope as the change left it; a later difference refuses the undo. Written
 * in the change's transaction; open until expires_at (the change's time plus UNDO_WINDOW_SECONDS)
 * and until undone once. Rows an hour past their window are removed when a new one is written.
 */
export const missionUndoRecords = pgTable(
  'mission_undo_records',
  {
    id: idPk(),
    /** The undo id the action answers with and undoMissionChange names. */
    identity: identityColumn(),
    missionId: refId('mission_id')
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    /** Only the person who made the change may undo it. */
    actorEmail: text('actor_email').notNull(),
    /** The History action name of the change (UNDOABLE_ACTIONS). */
    action: text('action').notNull(),
    /** "paused 3 pins": for the toast and the History line of the undo. */
    summary: text('summary').notNull(),
    /** The rows as they were before the change, by table (to_jsonb of each row). */
    previous: jsonb('previous').notNull(),
    /** What the fingerprint covers (pin ids, stores of the mission, a group name, the mission's cap periods). */
    scope: jsonb('scope').notNull(),
    fingerprint: text('fingerprint').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    undoneAt: tstz('undone_at'),
    createdAt: createdAt(),
  },
  (t) => [
    identityCheck('mission_undo_records'),
    index('mission_undo_records_expires_idx').on(t.expiresAt),
    index('mission_undo_records_mission_idx').on(t.missionId),
  ],
)
