import { z } from 'zod'
import { MUST_BE_LIST } from '../common/messages'
import { requiredText } from '../common/strings'

/** 001 §5 Notification form. */
export const NOTIFICATION_TITLE_MAX = 60
export const NOTIFICATION_BODY_MAX = 175
/** 001 §9: a bee id is b followed by 7 digits. */
export const BEE_ID_PATTERN = /^b\d{7}$/
/** Ours: a list send names at most this many bees (a csv larger than every bee we have is a mistake). */
export const MAX_NOTIFICATION_BEES = 100_000

export const INVALID_BEE_ID = 'Must be b followed by 7 digits'

export const notificationSchema = z.object({
  title: requiredText(NOTIFICATION_TITLE_MAX),
  body: requiredText(NOTIFICATION_BODY_MAX),
})
export type NotificationInput = z.output<typeof notificationSchema>

export const beeIdsSchema = z
  .array(z.string().trim().regex(BEE_ID_PATTERN, INVALID_BEE_ID), { error: MUST_BE_LIST })
  .min(1, 'At least one bee id is required.')
  .max(MAX_NOTIFICATION_BEES, `At most ${MAX_NOTIFICATION_BEES} bee ids can be sent at once.`)
  // The same bee listed twice is one bee.
  .transform((ids) => [...new Set(ids)])

export const notificationMessages = {
  invalidCsv: 'Invalid csv contents',
  csvFailed: 'Error processing .csv file',
  sendFailed: 'Unable to send notifications',
  failureTitle: 'Send Failure',
  sentToAll: 'Notifications sent to all bees with push notifications enabled',
  sentOf: (sent: number, targeted: number) => `${sent} of ${targeted} notifications sent`,
}
