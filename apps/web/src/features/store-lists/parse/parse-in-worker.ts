import type { StoreListValidation } from '@mc/domain/store-lists/store-list-file'
import type { ParseReply } from './parse-messages'

/** How long a parse may take before the page gives up (a 50,000-row file takes ~2 s). */
const PARSE_TIMEOUT_MS = 60_000

export interface ParsedStoreList {
  validation: StoreListValidation
  /** The rows as the JSON array the upload sends (see ParseReply). */
  rowsJson: string
}

/** Reads and validates a store list in a Web Worker; onRead fires when the sheet is read. */
export function parseStoreListInWorker(file: Blob, onRead: () => void): Promise<ParsedStoreList> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./parse-store-list.worker.ts', import.meta.url), { type: 'module' })
    const timer = setTimeout(() => finish(() => reject(new Error('Reading the file took too long; it may be damaged.'))), PARSE_TIMEOUT_MS)
    const finish = (settle: () => void) => {
      clearTimeout(timer)
      worker.terminate()
      settle()
    }
    worker.onmessage = (event: MessageEvent<ParseReply>) => {
      const reply = event.data
      if (reply.type === 'read') onRead()
      else if (reply.type === 'validated') finish(() => resolve({ validation: reply.validation, rowsJson: reply.rowsJson }))
      else finish(() => reject(new Error(reply.message)))
    }
    worker.onerror = () => finish(() => reject(new Error('The file could not be read.')))
    file.arrayBuffer().then(
      (bytes) => worker.postMessage({ bytes }, [bytes]),
      () => finish(() => reject(new Error('The file could not be read.'))),
    )
  })
}
