import { bigint, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, idPk, oneOf, tstz } from './columns'

/**
 * The live console's events (docs/domain/live-console.md): written by publishLiveEvent inside the
 * change's own transaction, so a rolled-back change sends nothing. At commit a deferred trigger
 * (migration 0025) gives each row its `position`, one publisher at a time, so positions follow
 * commit order: a console that resumes after position N misses nothing. It then notifies the API
 * processes (pg_notify 'mc_live_events', the position) and drops rows beyond the replay window.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: idPk(),
    /** Commit order; the SSE event id. Null only until the inserting transaction commits. */
    position: bigint('position', { mode: 'number' }),
    type: text('type').notNull(),
    /** The LiveEvent as the console receives it (@mc/domain liveEventSchema). */
    event: jsonb('event').notNull(),
    /** Who may receive it: every console user, or admins only (it is read through admin-only calls). */
    audience: text('audience').notNull(),
    committedAt: tstz('committed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('live_events_position_idx').on(t.position),
    index('live_events_committed_idx').on(t.committedAt),
    oneOf('live_events', 'audience', ['staff', 'admin']),
  ],
)
