/** Store list screen texts of 001 §2 and §5, verbatim. Row messages are in store-list-row.ts. */
export const STORE_LIST_TEMPLATE_NAME = 'Mission Deploy Template R3'
export const ADD_STORES = 'Add Stores'
export const ADDING_STORES = 'Adding Stores...'
export const STORE_LIST_REPORT_LOAD_FAILED = 'Oh no :('
export const UPLOAD_STEPS = ['Read file', 'Processed file', 'Add Stores'] as const

export const missingRequiredColumns = (columns: readonly string[]): string => `Store list missing required column(s): ${columns.join(', ')}`
export const unknownColumns = (columns: readonly string[]): string => `Store list has unknown column(s): ${columns.join(', ')}`
export const NO_STORE_ROWS = 'Store list must have at least one store row'
export const TOO_MANY_STORE_ROWS = 'Store list contains more than the maximum 50,000 store rows'
export const conflictingGroupCaps = (group: string): string => `Store list has conflicting group caps for: ${group}`
export const moreErrorsText = (count: number): string => `${count} more errors not shown...`
export const invalidWiserMissionId = (id: string): string => `Invalid Wiser Mission ID: ${id}`
export const missionNotInCampaign = (name: string): string => `Mission not part of current Campaign: ${name}`

/** How a row's store was matched, as the report's Matched Store column says it ('HIGH · by address'). */
export const matchEvidenceText = (confidence: string, reason: string | null | undefined): string => (reason ? `${confidence} · by ${reason}` : confidence)
/** The row named another store number than the matched store's: the store kept its own. */
export const storeNumberConflictText = (rowNumber: string): string => `Row says store #${rowNumber}: kept the store's number`
export const STORE_NUMBER_LEARNED = 'Store number recorded'

/** Ours (the spec names the types, not the message): a file that is not .xls or .xlsx. */
export const notAStoreListFile = (fileName: string): string => `${fileName} is not a store list: only .xls and .xlsx spreadsheets can be uploaded.`
/** The upload hint: the spec numbers the first store row 3 in every message (001 §5), so the hint says so too. */
export const UPLOAD_ROWS_HINT = 'The first sheet is read: row 1 holds the column names, then one store per row. Messages call the first store Row 3.'
