import { and, eq, ne, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/connection'
import { notificationDeliveries, notifications } from '../../db/schema'

type Executor = Pick<Database, 'execute'>
type Writer = Pick<Database, 'select' | 'insert' | 'update'>

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

export async function countReachableBees(db: Executor, beeIds: string[] | null): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from bees b where ${reachableBees(beeIds)}`)
  return Number(result.rows[0]?.n ?? 0)
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

export async function listNotifications(db: Executor, page: { limit: number; offset: number }): Promise<{ rows: NotificationRow[]; total: number }> {
  const [rows, totals] = await Promise.all([
    db.execute<NotificationRow>(
      sql`select ${NOTIFICATION_COLUMNS} from notifications n order by n.created_at desc, n.id desc limit ${page.limit} offset ${page.offset}`,
    ),
    db.execute<{ n: number }>(sql`select count(*)::int as n from notifications`),
  ])
  return { rows: rows.rows, total: Number(totals.rows[0]?.n ?? 0) }
}

export async function findNotification(db: Executor, id: number): Promise<NotificationRow | undefined> {
  const result = await db.execute<NotificationRow>(sql`select ${NOTIFICATION_COLUMNS} from notifications n where n.id = ${id}`)
  return result.rows[0]
}

/** Up to `perNotification` delivered bee ids of each notification, in one statement for the whole page. */
export async function deliveredBeeIds(db: Executor, notificationIds: readonly number[], perNotification: number): Promise<Map<number, string[]>> {
  const result = await db.execute<{ notification_id: number; ids: string[] }>(sql`
    select notification_id, array_agg(identity order by identity) as ids from (
      select d.notification_id, b.identity, row_number() over (partition by d.notification_id order by b.identity) as rn
      from notification_deliveries d join bees b on b.id = d.bee_id
      where d.notification_id = any(string_to_array(${notificationIds.join(',')}, ',')::bigint[]) and d.outcome = 'SENT'
    ) ranked where rn <= ${perNotification} group by notification_id`)
  return new Map(result.rows.map((row) => [Number(row.notification_id), row.ids]))
}

/** Records a send; its delivery job is queued by the caller in the same transaction. */
export async function insertNotification(
  db: Writer,
  values: { title: string; body: string; target: 'ALL' | 'LIST'; requestedBeeIds: string[]; beesNotified: number; sentBy: string },
): Promise<number> {
  const [row] = await db.insert(notifications).values(values).returning({ id: notifications.id })
  return Number(row!.id)
}

/** What the delivery job needs of a send. */
export async function findNotificationToDeliver(db: Writer, id: number) {
  const [row] = await db
    .select({
      id: notifications.id,
      status: notifications.status,
      target: notifications.target,
      requestedBeeIds: notifications.requestedBeeIds,
      title: notifications.title,
      body: notifications.body,
    })
    .from(notifications)
    .where(eq(notifications.id, id))
  return row
}

export async function markNotificationSending(db: Writer, id: number): Promise<void> {
  await db.update(notifications).set({ status: 'SENDING' }).where(eq(notifications.id, id))
}

export async function markNotificationSent(db: Writer, id: number): Promise<void> {
  await db
    .update(notifications)
    .set({ status: 'SENT', finishedAt: new Date() })
    .where(and(eq(notifications.id, id), ne(notifications.status, 'SENT')))
}

/**
 * The next page of a send's reachable bees that are not in its outbox yet, by bee id after
 * `afterBeeId` (keyset: each page costs the same however far the send has come).
 */
export async function undeliveredBeesPage(
  db: Executor,
  page: { notificationId: number; beeIds: string[] | null; afterBeeId: number; limit: number },
): Promise<{ id: number; push_token: string }[]> {
  const result = await db.execute<{ id: number; push_token: string }>(sql`
    select b.id, b.push_token from bees b
    where ${reachableBees(page.beeIds)} and b.id > ${page.afterBeeId}
      and not exists (select 1 from notification_deliveries d where d.notification_id = ${page.notificationId} and d.bee_id = b.id)
    order by b.id limit ${page.limit}`)
  return result.rows.map((row) => ({ id: Number(row.id), push_token: row.push_token }))
}

/** The outbox: one row per bee and send; a bee already recorded is left as it is. */
export async function recordDeliveries(db: Writer, rows: { notificationId: number; beeId: number; outcome: 'SENT' | 'FAILED' }[]): Promise<void> {
  if (rows.length > 0) await db.insert(notificationDeliveries).values(rows).onConflictDoNothing()
}
