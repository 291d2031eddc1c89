// Value lists of the text "enum" columns. Kept as text + CHECK constraints rather than
// pg enums: adding a value later is a plain constraint swap, not an ALTER TYPE dance.

// The lists the domain owns (spec enums the forms and the API share) are its own, not copies.
export { MISSION_STATES, CAP_PERIOD_TYPES, ELIGIBILITY_TYPES, PRICING_STRATEGIES } from '@mc/domain/missions/mission.enums'
export type { MissionState, CapPeriodType, EligibilityType, PricingStrategy } from '@mc/domain/missions/mission.enums'
export { STORE_LIST_STATUSES, STORE_LIST_ROW_STATUSES } from '@mc/domain/store-lists/store-list.enums'
export type { StoreListStatus, StoreListRowStatus } from '@mc/domain/store-lists/store-list.enums'
export { LOCATION_PRECISIONS } from '@mc/domain/store-lists/store-list.enums'
export type { LocationPrecision } from '@mc/domain/store-lists/store-list.enums'

/** spec 000 §3 Cap progress: the six progress states of a response. */
export const RESPONSE_STATES = ['started', 'pending', 'approved', 'refused', 'suppressed', 'abandoned'] as const
export type ResponseState = (typeof RESPONSE_STATES)[number]

/** spec 000 §9: store confidence groups. */
export const MATCH_CONFIDENCES = ['HIGH', 'MEDIUM', 'LOW'] as const
export type MatchConfidence = (typeof MATCH_CONFIDENCES)[number]

export const NOTIFICATION_TARGETS = ['ALL', 'LIST'] as const
export type NotificationTarget = (typeof NOTIFICATION_TARGETS)[number]

export const NOTIFICATION_STATUSES = ['QUEUED', 'SENDING', 'SENT', 'FAILED'] as const
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number]

export const DELIVERY_OUTCOMES = ['QUEUED', 'SENT', 'FAILED', 'SKIPPED_PUSH_DISABLED'] as const
export type DeliveryOutcome = (typeof DELIVERY_OUTCOMES)[number]

export { COVERAGE_REPORT_STATUSES } from '@mc/domain/coverage/coverage-report.types'
export type { CoverageStatus as CoverageReportStatus } from '@mc/domain/coverage/coverage-report.types'

/** spec 001 §6: Maya user access levels (3 Validator, 4 Manager, 5 Admin). */
export const QNS_LEVELS = [3, 4, 5] as const

/** spec 001 §3: cube type 1 is production, 6 otherwise. */
export const SISENSE_CUBE_TYPES = { PRODUCTION: 1, OTHER: 6 } as const
