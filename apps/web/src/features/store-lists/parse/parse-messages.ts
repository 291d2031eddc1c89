import type { StoreListValidation } from '@mc/domain/store-lists/store-list-file'

/** Main thread → worker. */
export interface ParseRequest {
  bytes: ArrayBuffer
}

/** Worker → main thread: 'read' when SheetJS has the sheet, then 'validated' or 'failed'. */
export type ParseReply =
  | { type: 'read' }
  /**
   * `validation.rows` comes back empty: the rows travel as `rowsJson`, the UTF-8 JSON array the
   * upload sends, transferred rather than cloned, so the main thread never copies 50,000 objects.
   */
  | { type: 'validated'; validation: StoreListValidation; rowsJson: ArrayBuffer }
  | { type: 'failed'; message: string }
