/// <reference lib="webworker" />
import * as XLSX from '@e965/xlsx'
import { validateStoreListFile } from '@mc/domain/store-lists/store-list-file'
import { checkSpreadsheetLimits, NOT_A_SPREADSHEET } from './zip-limits'
import type { ParseReply, ParseRequest } from './parse-messages'

// Runs off the main thread: a 50,000-row sheet takes over a second to read, and the page must stay responsive.
const post = (reply: ParseReply, transfer: Transferable[] = []) => postMessage(reply, { transfer })

addEventListener('message', (event: MessageEvent<ParseRequest>) => {
  const bytes = new Uint8Array(event.data.bytes)
  const refusal = checkSpreadsheetLimits(bytes)
  if (refusal) return post({ type: 'failed', message: refusal })
  let table: unknown[][]
  try {
    const book = XLSX.read(bytes, { type: 'array', dense: true, cellFormula: false, cellHTML: false, cellStyles: false })
    const first = book.SheetNames[0]
    const sheet = first ? book.Sheets[first] : undefined
    if (!sheet) return post({ type: 'failed', message: NOT_A_SPREADSHEET })
    table = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: '', blankrows: true })
  } catch {
    return post({ type: 'failed', message: NOT_A_SPREADSHEET })
  }
  post({ type: 'read' })
  const [header, ...rows] = table
  const validation = validateStoreListFile({ header: header ?? [], rows })
  // Sent as text: encoding it to UTF-8 here cost Chromium about as much as the stringify (the
  // upload's Blob encodes it natively, and the preview parses the text without decoding it first).
  post({ type: 'validated', validation: { ...validation, rows: [] }, rowsJson: JSON.stringify(validation.rows) })
})
