import { and, eq, ne, sql } from 'drizzle-orm'
import type { AppDeps } from '../../app-deps'
import type { JobDefinition } from '../../jobs/job-queue'
import { notificationDeliveries, notifications } from '../../db/schema'
import { reachableBees } from './notifications.repository'

export const PUSH_DELIVERY_JOB = 'push-notification-delivery'
/** Device tokens per call to the push sender (FCM takes up to 500 per multicast). */
const CHUNK = 500

async function deliver(deps: AppDeps, notificationId: number): Promise<void> {
  const [notification] = await deps.db.select().from(notifications).where(eq(notifications.id, notificationId))
  if (!notification || notification.status === 'SENT') return
  await deps.db.update(notifications).set({ status: 'SENDING' }).where(eq(notifications.id, notificationId))
  const beeIds = notification.target === 'LIST' ? notification.requestedBeeIds : null
  // Bees already in the outbox are left out, so a retried job never delivers twice.
  const pending = await deps.db.execute<{ id: number; push_token: string }>(sql`
    select b.id, b.push_token from bees b
    where ${reachableBees(beeIds)}
      and not exists (select 1 from notification_deliveries d where d.notification_id = ${notificationId} and d.bee_id = b.id)
    order by b.id`)
  for (let start = 0; start < pending.rows.length; start += CHUNK) {
    const chunk = pending.rows.slice(start, start + CHUNK)
    const { delivered } = await deps.pushSender.send(
      chunk.map((bee) => bee.push_token),
      { title: notification.title, body: notification.body },
    )
    const accepted = new Set(delivered)
    await deps.db
      .insert(notificationDeliveries)
      .values(chunk.map((bee) => ({ notificationId, beeId: Number(bee.id), outcome: accepted.has(bee.push_token) ? ('SENT' as const) : ('FAILED' as const) })))
      .onConflictDoNothing()
  }
  await deps.db
    .update(notifications)
    .set({ status: 'SENT', finishedAt: new Date() })
    .where(and(eq(notifications.id, notificationId), ne(notifications.status, 'SENT')))
}

/** Delivers one push send to every bee it reaches through deps.pushSender, recording each in the outbox. */
export const pushDeliveryJob: JobDefinition<{ notificationId: number }> = {
  name: PUSH_DELIVERY_JOB,
  retryLimit: 5,
  async handle(jobs, deps) {
    for (const job of jobs) await deliver(deps, job.data.notificationId)
  },
}
