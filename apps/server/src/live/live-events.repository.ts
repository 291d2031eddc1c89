import { sql } from 'drizzle-orm'
import type { LiveEvent } from '@mc/domain'
import { execute, queryRow, queryRows, type Queryable } from '../db/pg-statement'

/** Who may receive an event: every console user, or admins only. */
export type LiveAudience = 'staff' | 'admin'

/** A committed event as the API processes read it. */
export interface StoredLiveEvent {
  position: number
  event: LiveEvent
  audience: LiveAudience
}

/** Writes an event in the caller's transaction; its position and notification come at commit (migration 0025). */
export async function insertLiveEvent(db: Queryable, event: LiveEvent, audience: LiveAudience): Promise<void> {
  await execute(db, sql`insert into live_events (type, event, audience) values (${event.type}, ${JSON.stringify(event)}::jsonb, ${audience})`)
}

/**
 * A mission event, its campaign filled in from the mission in the same statement (the audit hook
 * knows only the mission's identity). A mission that is gone (deleted in this transaction) keeps null.
 */
export async function insertMissionLiveEvent(db: Queryable, event: LiveEvent & { type: 'mission.changed' }): Promise<void> {
  await execute(
    db,
    sql`insert into live_events (type, event, audience)
        select ${event.type},
               jsonb_set(${JSON.stringify(event)}::jsonb, '{campaignId}',
                 coalesce((select to_jsonb(c.identity) from missions m join campaigns c on c.id = m.campaign_id where m.identity = ${event.missionId}), 'null'::jsonb)),
               'staff'`,
  )
}

/** Committed events after `position`, oldest first, at most `limit`. */
export async function liveEventsAfter(db: Queryable, position: number, limit: number): Promise<StoredLiveEvent[]> {
  const rows = await queryRows<{ position: string | number; event: LiveEvent; audience: LiveAudience }>(
    db,
    sql`select position, event, audience from live_events where position > ${position} order by position limit ${limit}`,
    'live-events-after',
  )
  return rows.map((row) => ({ position: Number(row.position), event: row.event, audience: row.audience }))
}

/** The oldest and newest position still kept (null in an empty table). */
export async function liveEventsWindow(db: Queryable): Promise<{ oldest: number | null; newest: number | null }> {
  const row = await queryRow<{ oldest: string | null; newest: string | null }>(
    db,
    sql`select min(position) as oldest, max(position) as newest from live_events where position is not null`,
    'live-events-window',
  )
  return { oldest: row?.oldest == null ? null : Number(row.oldest), newest: row?.newest == null ? null : Number(row.newest) }
}

/** Tells every API process a session ended (logout, revocation): they close its streams at once. */
export async function notifySessionEnded(db: Queryable, tokenHash: string): Promise<void> {
  await execute(db, sql`select pg_notify('mc_session_ended', ${tokenHash})`)
}

/**
 * A store list's progress (rows per row status, as the report counts them) and, once it is
 * PROCESSED, the processed event: built in the statement from the list itself, so every process
 * that moves its rows sends the same figures.
 */
export async function insertStoreListProgress(db: Queryable, templateId: number): Promise<void> {
  await execute(
    db,
    sql`insert into live_events (type, event, audience)
        select 'storeList.progress',
               jsonb_build_object('type', 'storeList.progress', 'storeListId', t.identity, 'campaignId', c.identity, 'status', t.status,
                 'counts', coalesce((select jsonb_object_agg(s.status, s.n) from (select r.status, count(*) as n from mission_deploy_template_rows r
                                      where r.template_id = t.id group by r.status) s), '{}'::jsonb)),
               'staff'
          from mission_deploy_templates t join campaigns c on c.id = t.campaign_id
         where t.id = ${templateId}`,
  )
}

export async function insertStoreListProcessed(db: Queryable, templateId: number): Promise<void> {
  await execute(
    db,
    sql`insert into live_events (type, event, audience)
        select 'storeList.processed', jsonb_build_object('type', 'storeList.processed', 'storeListId', t.identity, 'campaignId', c.identity), 'staff'
          from mission_deploy_templates t join campaigns c on c.id = t.campaign_id
         where t.id = ${templateId} and t.status = 'PROCESSED'`,
  )
}

/** A coverage report that ended, DONE or FAILED (the report's own status). */
export async function insertCoverageReportFinished(db: Queryable, reportId: number): Promise<void> {
  await execute(
    db,
    sql`insert into live_events (type, event, audience)
        select 'coverageReport.finished',
               jsonb_build_object('type', 'coverageReport.finished', 'reportId', r.identity, 'missionId', m.identity, 'status', r.status), 'staff'
          from coverage_reports r join missions m on m.id = r.mission_id
         where r.id = ${reportId} and r.status in ('DONE', 'FAILED')`,
  )
}

/** A push send's progress: recipients handed to the push service so far, of how many. */
export async function insertPushNotificationProgress(db: Queryable, notificationId: number): Promise<void> {
  await execute(
    db,
    sql`insert into live_events (type, event, audience)
        select 'pushNotification.progress',
               jsonb_build_object('type', 'pushNotification.progress', 'notificationId', n.id::text, 'status', n.status,
                 'sent', (select count(*) from notification_deliveries d where d.notification_id = n.id), 'total', n.bees_notified),
               'staff'
          from notifications n
         where n.id = ${notificationId}`,
  )
}
