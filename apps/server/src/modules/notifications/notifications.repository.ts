import { sql, type SQL } from 'drizzle-orm'
import { execute, queryRow, queryRows, type Queryable } from '../../db/pg-statement'
import { insertRow, insertRows } from '../../db/table.sql'
import { notificationDeliveries, notifications } from '../../db/schema'

/**
 * The bees a send reaches: active, push enabled, with a device token. A list send narrows this
 * to the listed ids (ids of unknown bees simply match nothing).
 */
export function reachableBees(beeIds: string[] | null): SQL {
  const base = sql`b.is_active and b.push_enabled and b.push_token is not null`
  // One text parameter rather than one per id: a list may hold more ids than a statement takes
  // parameters. The ids are validated (b + 7 digits), so no comma can hide inside one.
  return beeIds ? sql`${base} and b.identity = any(string_to_array(${beeIds.join(',')}, ','))` : base
}

export async function countReachableBees(db: Queryable, beeIds: string[] | null): Promise<number> {
  return (await queryRow<{ n: number }>(db, sql`select count(*)::int as n from bees b where ${reachableBees(beeIds)}`))?.n ?? 0
}

export type NotificationRow = {
  id: number
  title: string
  body: string
  target: 'ALL' | 'LIST'
  requestedCount: number
  beesNotified: number
  deliveredCount: number
  sentBy: string
  status: string
  createdAt: string
  finishedAt: string | null
}

const NOTIFICATION_COLUMNS = sql`n.id, n.title, n.body, n.target, cardinality(n.requested_bee_ids) as "requestedCount",
  n.bees_notified as "beesNotified", n.sent_by as "sentBy", n.status, n.created_at as "createdAt", n.finished_at as "finishedAt",
  (select count(*)::int from notification_deliveries d where d.notification_id = n.id and d.outcome = 'SENT') as "deliveredCount"`

export async function listNotifications(db: Queryable, page: { limit: number; offset: number }): Promise<{ rows: NotificationRow[]; total: number }> {
  const [rows, totals] = await Promise.all([
    queryRows<NotificationRow>(
      db,
      sql`select ${NOTIFICATION_COLUMNS} from notifications n order by n.created_at desc, n.id desc limit ${page.limit} offset ${page.offset}`,
    ),
    queryRow<{ n: number }>(db, sql`select count(*)::int as n from notifications`),
  ])
  return { rows, total: totals?.n ?? 0 }
}

export async function findNotification(db: Queryable, id: number): Promise<NotificationRow | undefined> {
  return queryRow<NotificationRow>(db, sql`select ${NOTIFICATION_COLUMNS} from notifications n where n.id = ${id}`)
}

/** Up to `perNotification` delivered bee ids of each notification, in one statement for the whole page. */
export async function deliveredBeeIds(db: Queryable, notificationIds: readonly number[], perNotification: number): Promise<Map<number, string[]>> {
  const rows = await queryRows<{ notification_id: number; ids: string[] }>(
    db,
    sql`
    select notification_id, array_agg(identity order by identity) as ids from (
      select d.notification_id, b.identity, row_number() over (partition by d.notification_id order by b.identity) as rn
      from notification_deliveries d join bees b on b.id = d.bee_id
      where d.notification_id = any(string_to_array(${notificationIds.join(',')}, ',')::bigint[]) and d.outcome = 'SENT'
    ) ranked where rn <= ${perNotification} group by notification_id`,
  )
  return new Map(rows.map((row) => [row.notification_id, row.ids]))
}

/** Records a send; its delivery job is queued by the caller in the same transaction. */
export async function insertNotification(
  db: Queryable,
  values: { title: string; body: string; target: 'ALL' | 'LIST'; requestedBeeIds: string[]; beesNotified: number; sentBy: string },
): Promise<number> {
  return (await queryRow<{ id: number }>(db, sql`${insertRow(notifications, values)} returning id`))!.id
}

/** What the delivery job needs of a send. */
export type NotificationToDeliver = Pick<typeof notifications.$inferSelect, 'id' | 'status' | 'target' | 'requestedBeeIds' | 'title' | 'body'>

export async function findNotificationToDeliver(db: Queryable, id: number): Promise<NotificationToDeliver | undefined> {
  return queryRow<NotificationToDeliver>(
    db,
    sql`select id, status, target, requested_bee_ids as "requestedBeeIds", title, body from notifications where id = ${id}`,
  )
}

export async function markNotificationSending(db: Queryable, id: number): Promise<void> {
  await execute(db, sql`update notifications set status = 'SENDING' where id = ${id}`)
}

export async function markNotificationSent(db: Queryable, id: number): Promise<void> {
  await execute(db, sql`update notifications set status = 'SENT', finished_at = now() where id = ${id} and status <> 'SENT'`)
}

/**
 * The next page of a send's reachable bees that are not in its outbox yet, by bee id after
 * `afterBeeId` (keyset: each page costs the same however far the send has come).
 */
export async function undeliveredBeesPage(
  db: Queryable,
  page: { notificationId: number; beeIds: string[] | null; afterBeeId: number; limit: number },
): Promise<{ id: number; push_token: string }[]> {
  return queryRows<{ id: number; push_token: string }>(
    db,
    sql`
    select b.id, b.push_token from bees b
    where ${reachableBees(page.beeIds)} and b.id > ${page.afterBeeId}
      and not exists (select 1 from notification_deliveries d where d.notification_id = ${page.notificationId} and d.bee_id = b.id)
    order by b.id limit ${page.limit}`,
  )
}

/** The outbox: one row per bee and send; a bee already recorded is left as it is. */
export async function recordDeliveries(db: Queryable, rows: { notificationId: number; beeId: number; outcome: 'SENT' | 'FAILED' }[]): Promise<void> {
  if (rows.length > 0) await execute(db, sql`${insertRows(notificationDeliveries, rows)} on conflict do nothing`)
}
