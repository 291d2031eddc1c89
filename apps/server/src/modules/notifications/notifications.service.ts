import type { NotificationInput } from '@mc/domain/staff/notification.schema'
import { inTransaction } from '../../db/transaction'
import type { AppDeps } from '../../app-deps'
import { countReachableBees, findNotification, insertNotification, type NotificationRow } from './notifications.repository'
import { pushDeliveryJob } from './push-delivery.job'
import { clientJobWriter } from '../../jobs/job-writer'

export interface SendResult {
  /** Targeted bees with push enabled: the N of 'N of M notifications sent'. */
  beesNotified: number
  /** Bees the sender asked for (the M); for an all-bees send, the same as beesNotified. */
  beesTargeted: number
  notification: NotificationRow
}

/**
 * Records the send (who, what, to whom, how many it reaches) and queues its delivery as a durable
 * job in the same transaction (through its connection): both commit, or neither does.
 */
export async function sendNotification(deps: AppDeps, sentBy: string, message: NotificationInput, beeIds: string[] | null): Promise<SendResult> {
  const created = await inTransaction(deps.pool, async (tx) => {
    const beesNotified = await countReachableBees(tx, beeIds)
    const id = await insertNotification(tx, {
      title: message.title,
      body: message.body,
      target: beeIds ? 'LIST' : 'ALL',
      requestedBeeIds: beeIds ?? [],
      beesNotified,
      sentBy,
    })
    await deps.jobs.send(pushDeliveryJob, { notificationId: id }, { singletonKey: `notification-${id}`, in: clientJobWriter(tx) })
    return { id, beesNotified }
  })
  return {
    beesNotified: created.beesNotified,
    beesTargeted: beeIds ? beeIds.length : created.beesNotified,
    notification: (await findNotification(deps.pool, created.id))!,
  }
}
