import type { StoreListValidation } from '@mc/domain/store-lists/store-list-file'

/** Main thread → worker. */
export interface ParseRequest {
  bytes: ArrayBuffer
}

/** Worker → main thread: 'read' when SheetJS has the sheet, then 'validated' or 'failed'. */
export type ParseReply =
  | { type: 'read' }
  /**
   * `validation.rows` comes back empty: the rows travel as `rowsJson`, the JSON array (text) the
   * upload sends, one string rather than 50,000 objects to clone.
   */
  | { type: 'validated'; validation: StoreListValidation; rowsJson: string }
  | { type: 'failed'; message: string }
