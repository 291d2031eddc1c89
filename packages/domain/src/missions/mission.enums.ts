// The spec's enums as plain lists, no zod, so screens that show them do not load the schemas; their
// zod schemas are mission.enums.schema.ts.

export const MISSION_STATES = ['CAPPED', 'CLOSED', 'CREATED', 'DEPLOYING', 'DISABLED', 'DOWN', 'ENABLED', 'FINISHED', 'READY', 'TESTING', 'UP'] as const
export type MissionState = (typeof MISSION_STATES)[number]

/** TESTED is what a TESTING mission shows as; the spec gives colours for it, not for TESTING. */
export const DISPLAY_STATES = [...MISSION_STATES, 'TESTED'] as const
export type DisplayState = (typeof DISPLAY_STATES)[number]

/** Tag colours for the states the spec names; other states use DEFAULT_STATE_COLOR. */
export const STATE_COLORS = {
  DEPLOYING: '#fa8c16',
  TESTED: '#722ed1',
  ENABLED: '#52c41a',
  UP: '#52c41a',
  READY: '#13c2c2',
  CLOSED: '#595959',
  FINISHED: '#1677ff',
  DISABLED: '#f5222d',
  DOWN: '#f5222d',
  CREATED: '#8c8c8c',
} as const satisfies Partial<Record<DisplayState, string>>
export const DEFAULT_STATE_COLOR = '#8c8c8c'

export const stateColor = (state: DisplayState): string => (STATE_COLORS as Partial<Record<DisplayState, string>>)[state] ?? DEFAULT_STATE_COLOR

export const CAP_PERIOD_TYPES = ['SIMPLE', 'CUSTOM'] as const
export type CapPeriodType = (typeof CAP_PERIOD_TYPES)[number]
export const CAP_PERIOD_TYPE_LABELS: Record<CapPeriodType, string> = {
  SIMPLE: 'Single Period',
  CUSTOM: 'Multiple Periods',
}

export const ELIGIBILITY_TYPES = ['GENERAL', 'PRIVATE', 'DYNAMIC', 'PUBLIC_STATIC'] as const
export type EligibilityType = (typeof ELIGIBILITY_TYPES)[number]
/** PUBLIC_STATIC swarm specifications are shown split on this character. */
export const SWARM_SPECIFICATION_SEPARATOR = '|'
export const splitSwarmSpecification = (specification: string): string[] =>
  specification
    .split(SWARM_SPECIFICATION_SEPARATOR)
    .map((part) => part.trim())
    .filter((part) => part !== '')

export const PRICING_STRATEGIES = ['VERY_CONSERVATIVE', 'CONSERVATIVE', 'NORMAL', 'AGGRESSIVE', 'VERY_AGGRESSIVE'] as const
export type PricingStrategy = (typeof PRICING_STRATEGIES)[number]

export const PIN_ACTIONS = ['PAUSE', 'RESUME'] as const
export type PinAction = (typeof PIN_ACTIONS)[number]

export const PIN_AVAILABILITY_FILTERS = ['ALL', 'AVAILABLE', 'CAPPED'] as const
export type PinAvailabilityFilter = (typeof PIN_AVAILABILITY_FILTERS)[number]

export const PIN_RUNNING_FILTERS = ['ALL', 'RUNNING', 'PAUSE'] as const
export type PinRunningFilter = (typeof PIN_RUNNING_FILTERS)[number]

/** The six response counts, in the order the progress bar stacks them. */
export const PROGRESS_STATES = ['approved', 'pending', 'started', 'refused', 'suppressed', 'abandoned'] as const
export type ProgressState = (typeof PROGRESS_STATES)[number]
export const PROGRESS_COLORS: Record<ProgressState, string> = {
  approved: '#52c41a',
  pending: '#faad14',
  started: '#1677ff',
  refused: '#f5222d',
  suppressed: '#722ed1',
  abandoned: '#8c8c8c',
}

export const MODERATION_REASON_TYPES = ['APPROVE', 'REFUSE', 'SUPPRESS'] as const
export type ModerationReasonType = (typeof MODERATION_REASON_TYPES)[number]

/** Current question types; others exist in old data but are deprecated. */
export const QUESTION_TYPES = ['MULTI_CHOICE', 'NUMERIC', 'PHOTO', 'SINGLE_CHOICE', 'TEXT', 'YES_NO'] as const
export type QuestionType = (typeof QUESTION_TYPES)[number]

export const QUESTION_CONSTRAINT_RULES = ['EQUAL_TO', 'GREATER_THAN', 'GREATER_THAN_OR_EQUAL_TO', 'LESS_THAN', 'LESS_THAN_OR_EQUAL_TO'] as const
export type QuestionConstraintRule = (typeof QUESTION_CONSTRAINT_RULES)[number]

export const STORE_CONFIDENCE_GROUPS = ['HIGH', 'MEDIUM', 'LOW'] as const
export type StoreConfidenceGroup = (typeof STORE_CONFIDENCE_GROUPS)[number]

export const ACHIEVEMENT_TYPES = ['COMPANY', 'RETENTION'] as const
export type AchievementType = (typeof ACHIEVEMENT_TYPES)[number]
