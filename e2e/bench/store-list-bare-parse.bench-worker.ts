// Baseline of the browser benchmark: bare SheetJS parsing (read + rows as arrays), nothing else.
import * as XLSX from '@e965/xlsx'

addEventListener('message', (event: MessageEvent<{ bytes: ArrayBuffer }>) => {
  const book = XLSX.read(new Uint8Array(event.data.bytes), { type: 'array', dense: true, cellFormula: false, cellHTML: false, cellStyles: false })
  const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, raw: true, defval: '', blankrows: true })
  postMessage({ type: 'validated', rows: rows.length })
})
