import type { StoreListValidation } from '@mc/domain/store-lists/store-list-file'

/** Main thread → worker. */
export interface ParseRequest {
  bytes: ArrayBuffer
}

/** Worker → main thread: 'read' when SheetJS has the sheet, then 'validated' or 'failed'. */
export type ParseReply =
  | { type: 'read' }
  | { type: 'validated'; validation: StoreListValidation }
  | { type: 'failed'; message: string }
