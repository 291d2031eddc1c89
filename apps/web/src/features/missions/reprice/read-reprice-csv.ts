import Papa from 'papaparse'
import { ERROR_PROCESSING_CSV, scanRepriceCsv, type RepriceScan } from '@mc/domain'

/**
 * The browser's reading of a reprice csv: papaparse splits the lines (quotes honoured, commas
 * only, blank lines skipped), the domain rules check them. The benchmark times this function.
 */
export function readRepriceCsv(text: string): RepriceScan {
  const parsed = Papa.parse<string[]>(text, { delimiter: ',', skipEmptyLines: 'greedy' })
  return scanRepriceCsv(parsed.data)
}

/** Any failure to read the file itself is 'Error processing .csv file'. */
export async function readRepriceFile(file: Blob): Promise<RepriceScan> {
  let text: string
  try {
    text = await file.text()
  } catch {
    throw new Error(ERROR_PROCESSING_CSV)
  }
  try {
    return readRepriceCsv(text)
  } catch {
    throw new Error(ERROR_PROCESSING_CSV)
  }
}
