import { z } from 'zod'
import { MUST_BE_LIST } from '../common/messages'
import { requiredText } from '../common/strings'
import { BEE_ID_PATTERN, INVALID_BEE_ID, MAX_NOTIFICATION_BEES, NOTIFICATION_BODY_MAX, NOTIFICATION_TITLE_MAX } from './notification.messages'

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
