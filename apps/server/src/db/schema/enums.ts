// Value lists of the text "enum" columns. Kept as text + CHECK constraints rather than
// pg enums: adding a value later is a plain constraint swap, not an ALTER TYPE dance.

/** spec 000 §4: every state the mission schema knows (the page shows a subset). */
export const MISSION_STATES = ['CAPPED', 'CLOSED', 'CREATED', 'DEPLOYING', 'DISABLED', 'DOWN', 'ENABLED', 'FINISHED', 'READY', 'TESTING', 'UP'] as const
export type MissionState = (typeof MISSION_STATES)[number]

export const CAP_PERIOD_TYPES = ['SIMPLE', 'CUSTOM'] as const
export type CapPeriodType = (typeof CAP_PERIOD_TYPES)[number]

export const ELIGIBILITY_TYPES = ['GENERAL', 'PRIVATE', 'DYNAMIC', 'PUBLIC_STATIC'] as const
export type EligibilityType = (typeof ELIGIBILITY_TYPES)[number]

export const PRICING_STRATEGIES = ['VERY_CONSERVATIVE', 'CONSERVATIVE', 'NORMAL', 'AGGRESSIVE', 'VERY_AGGRESSIVE'] as const
export type PricingStrategy = (typeof PRICING_STRATEGIES)[number]

/** spec 000 §3 Cap progress: the six progress states of a response. */
export const RESPONSE_STATES = ['started', 'pending', 'approved', 'refused', 'suppressed', 'abandoned'] as const
export type ResponseState = (typeof RESPONSE_STATES)[number]

/** spec 001 §4: store list (mission deploy template) status. */
export const STORE_LIST_STATUSES = ['UNPROCESSED', 'PROCESSING', 'PROCESSED'] as const
export type StoreListStatus = (typeof STORE_LIST_STATUSES)[number]

/** spec 001 §4: store list row statuses, in processing order. */
export const STORE_LIST_ROW_STATUSES = [
  'UNPROCESSED',
  'NORMALIZING',
  'NORMALIZED',
  'GEOCODING',
  'GEOCODED',
  'WISER_STORE_ID_MATCHING',
  'WISER_STORE_ID_MATCHED',
  'WISER_MISSION_ID_MATCHING',
  'WISER_MISSION_ID_MATCHED',
  'NON_ID_STORE_MATCHING',
  'NON_ID_STORE_GETTING',
  'NON_ID_STORE_RESPONDED',
  'NON_ID_STORE_MATCHED',
  'STORE_CREATING',
  'STORE_CREATED',
  'STORE_UNMATCHED',
  'GROUP_APPENDING',
  'GROUP_APPENDED',
  'PIN_ADDING_TO_MISSION',
  'PIN_ADDED_TO_MISSION',
  'ERROR',
] as const
export type StoreListRowStatus = (typeof STORE_LIST_ROW_STATUSES)[number]

/** spec 000 §9: store confidence groups. */
export const MATCH_CONFIDENCES = ['HIGH', 'MEDIUM', 'LOW'] as const
export type MatchConfidence = (typeof MATCH_CONFIDENCES)[number]

export const NOTIFICATION_TARGETS = ['ALL', 'LIST'] as const
export type NotificationTarget = (typeof NOTIFICATION_TARGETS)[number]

export const NOTIFICATION_STATUSES = ['QUEUED', 'SENDING', 'SENT', 'FAILED'] as const
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number]

export const DELIVERY_OUTCOMES = ['QUEUED', 'SENT', 'FAILED', 'SKIPPED_PUSH_DISABLED'] as const
export type DeliveryOutcome = (typeof DELIVERY_OUTCOMES)[number]

export const COVERAGE_REPORT_STATUSES = ['QUEUED', 'RUNNING', 'DONE', 'FAILED'] as const
export type CoverageReportStatus = (typeof COVERAGE_REPORT_STATUSES)[number]

/** spec 001 §6: Maya user access levels (3 Validator, 4 Manager, 5 Admin). */
export const QNS_LEVELS = [3, 4, 5] as const

/** spec 001 §3: cube type 1 is production, 6 otherwise. */
export const SISENSE_CUBE_TYPES = { PRODUCTION: 1, OTHER: 6 } as const
