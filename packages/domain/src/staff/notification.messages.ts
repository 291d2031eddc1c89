// The notification form's limits, the bee id rule and the spec's texts, without zod: the page and
// the csv reader show them without loading the schemas (notification.schema.ts).

/** 001 §5 Notification form. */
export const NOTIFICATION_TITLE_MAX = 60
export const NOTIFICATION_BODY_MAX = 175
/** 001 §9: a bee id is b followed by 7 digits. */
export const BEE_ID_PATTERN = /^b\d{7}$/
/** Ours: a list send names at most this many bees (a csv larger than every bee we have is a mistake). */
export const MAX_NOTIFICATION_BEES = 100_000

export const INVALID_BEE_ID = 'Must be b followed by 7 digits'

export const notificationMessages = {
  invalidCsv: 'Invalid csv contents',
  csvFailed: 'Error processing .csv file',
  sendFailed: 'Unable to send notifications',
  failureTitle: 'Send Failure',
  sentToAll: 'Notifications sent to all bees with push notifications enabled',
  sentOf: (sent: number, targeted: number) => `${sent} of ${targeted} notifications sent`,
}
