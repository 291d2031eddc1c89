import { z } from 'zod'
import type { AppDeps } from '../../app-deps'
import { defineJob } from '../../jobs/job-queue'
import { publishPushNotificationProgress } from '../../live/job-events'
import { findNotificationToDeliver, markNotificationSending, markNotificationSent, recordDeliveries, undeliveredBeesPage } from './notifications.repository'

export const PUSH_DELIVERY_JOB = 'push-notification-delivery'
/** Bees read, and device tokens handed to the push sender, at a time (FCM takes up to 500 per multicast). */
export const RECIPIENT_PAGE = 500

/**
 * Delivers one send page by page, so memory stays one page whatever the number of bees. Each page is
 * recorded in the outbox before the next is read; bees already there are skipped, so a retried job
 * never delivers twice and goes on where the failed attempt stopped.
 */
export async function deliverNotification(deps: Pick<AppDeps, 'pool' | 'pushSender'>, notificationId: number, pageSize = RECIPIENT_PAGE): Promise<void> {
  const notification = await findNotificationToDeliver(deps.pool, notificationId)
  if (!notification || notification.status === 'SENT') return
  await markNotificationSending(deps.pool, notificationId)
  const beeIds = notification.target === 'LIST' ? notification.requestedBeeIds : null
  let afterBeeId = 0
  for (;;) {
    const page = await undeliveredBeesPage(deps.pool, { notificationId, beeIds, afterBeeId, limit: pageSize })
    if (page.length === 0) break
    const { delivered } = await deps.pushSender.send(
      page.map((bee) => bee.push_token),
      { title: notification.title, body: notification.body },
    )
    const accepted = new Set(delivered)
    await recordDeliveries(
      deps.pool,
      page.map((bee) => ({ notificationId, beeId: bee.id, outcome: accepted.has(bee.push_token) ? ('SENT' as const) : ('FAILED' as const) })),
    )
    await publishPushNotificationProgress(deps.pool, notificationId)
    if (page.length < pageSize) break
    afterBeeId = page[page.length - 1]!.id
  }
  await markNotificationSent(deps.pool, notificationId)
  await publishPushNotificationProgress(deps.pool, notificationId)
}

/** Delivers one push send to every bee it reaches through deps.pushSender, recording each in the outbox. */
export const pushDeliveryJob = defineJob({
  name: PUSH_DELIVERY_JOB,
  payload: z.object({ notificationId: z.number().int().positive() }),
  retryLimit: 5,
  async handle(jobs, deps) {
    for (const job of jobs) await deliverNotification(deps, job.data.notificationId)
  },
})
