import { eq } from 'drizzle-orm'
import type { NotificationInput } from '@mc/domain/staff/notification.schema'
import type { AppDeps } from '../../app-deps'
import { notifications } from '../../db/schema'
import { countReachableBees, findNotification, type NotificationRow } from './notifications.repository'
import { PUSH_DELIVERY_JOB } from './push-delivery.job'

export interface SendResult {
  /** Targeted bees with push enabled: the N of 'N of M notifications sent'. */
  beesNotified: number
  /** Bees the sender asked for (the M); for an all-bees send, the same as beesNotified. */
  beesTargeted: number
  notification: NotificationRow
}

/**
 * Records the send (who, what, to whom, how many it reaches) and queues its delivery as a durable
 * job. The job is queued after the commit: the queue writes through its own connection, and the
 * embedded database would wait on our open transaction.
 */
export async function sendNotification(deps: AppDeps, sentBy: string, message: NotificationInput, beeIds: string[] | null): Promise<SendResult> {
  const created = await deps.db.transaction(async (tx) => {
    const beesNotified = await countReachableBees(tx, beeIds)
    const [row] = await tx
      .insert(notifications)
      .values({ title: message.title, body: message.body, target: beeIds ? 'LIST' : 'ALL', requestedBeeIds: beeIds ?? [], beesNotified, sentBy })
      .returning({ id: notifications.id })
    return { id: row!.id, beesNotified }
  })
  try {
    await deps.jobs.send(PUSH_DELIVERY_JOB, { notificationId: created.id }, { singletonKey: `notification-${created.id}` })
  } catch (error) {
    await deps.db.update(notifications).set({ status: 'FAILED', finishedAt: new Date() }).where(eq(notifications.id, created.id))
    throw error
  }
  return {
    beesNotified: created.beesNotified,
    beesTargeted: beeIds ? beeIds.length : created.beesNotified,
    notification: (await findNotification(deps.db, created.id))!,
  }
}
