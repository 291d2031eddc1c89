import { LIVE_PROGRESS_MIN_INTERVAL_MS } from '@mc/domain'
import type { Queryable } from '../db/pg-statement'
import { insertCoverageReportFinished, insertPushNotificationProgress, insertStoreListProcessed, insertStoreListProgress } from './live-events.repository'

/**
 * Events of background work (store lists, coverage reports, push sends), published by whichever
 * process runs the job, API or worker. Sent after the work's own commit: an event that cannot be
 * written is logged and the work goes on (the console's polling fallback still shows it).
 */
async function safely(what: string, write: () => Promise<void>): Promise<void> {
  try {
    await write()
  } catch (error) {
    console.error(`live event ${what} not published: ${String(error)}`)
  }
}

/** When each list's progress was last published by this process. */
const progressSentAt = new Map<number, number>()

/** A list's progress after a batch, at most once per LIVE_PROGRESS_MIN_INTERVAL_MS per list (`final` always). */
export async function publishStoreListProgress(db: Queryable, templateId: number, options: { final?: boolean } = {}): Promise<void> {
  const now = performance.now()
  const last = progressSentAt.get(templateId)
  if (!options.final && last !== undefined && now - last < LIVE_PROGRESS_MIN_INTERVAL_MS) return
  if (options.final) progressSentAt.delete(templateId)
  else progressSentAt.set(templateId, now)
  if (progressSentAt.size > 1_000) progressSentAt.clear()
  await safely('storeList.progress', () => insertStoreListProgress(db, templateId))
}

/** The list's last progress and PROCESSED (only if it is). */
export async function publishStoreListProcessed(db: Queryable, templateId: number): Promise<void> {
  await publishStoreListProgress(db, templateId, { final: true })
  await safely('storeList.processed', () => insertStoreListProcessed(db, templateId))
}

export const publishCoverageReportFinished = (db: Queryable, reportId: number): Promise<void> =>
  safely('coverageReport.finished', () => insertCoverageReportFinished(db, reportId))

export const publishPushNotificationProgress = (db: Queryable, notificationId: number): Promise<void> =>
  safely('pushNotification.progress', () => insertPushNotificationProgress(db, notificationId))
