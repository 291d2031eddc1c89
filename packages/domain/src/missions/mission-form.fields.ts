// The mission form's limits and how its values read, without zod: the mission page shows them
// without loading the schemas (mission-form.schema.ts).

export const MISSION_NAME_MAX = 64
export const MISSION_DESCRIPTION_MIN = 5
export const MISSION_DESCRIPTION_MAX = 200
export const SALESFORCE_OPPORTUNITY_ID_MIN = 15
export const SALESFORCE_OPPORTUNITY_ID_MAX = 20
export const BASE_PRICE_MIN = 0
export const BASE_PRICE_MAX = 5000
/** Customer cost and setup fee are numeric(12, 2) columns: at most 9,999,999,999.99. */
export const MONEY_MAX = 9_999_999_999.99
/** The slider moves in steps of 20 percent, stored as a fraction. */
export const CAP_COMMITMENT_STEP = 0.2
export const CAP_COMMITMENT_DEFAULT = 1
export const CAP_COMMITMENT_STEP_MESSAGE = 'Choose 0 to 100 percent in steps of 20'
/** Edit may start one day before the campaign and end one day after it. */
export const EDIT_DATE_SLACK_DAYS = 1
export const CUSTOM_PERIODS_UNAVAILABLE = 'Multiple Periods can be chosen only when the customer has custom reporting periods'

/** The cap commitment as the mission's properties show it. */
export const formatCapCommitment = (fraction: number): string => fraction.toFixed(2)
