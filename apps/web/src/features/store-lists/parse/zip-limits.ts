import { formatCount } from '@mc/domain'
/**
 * Spreadsheet safety, checked before SheetJS inflates anything: an .xlsx is a zip, and a small zip
 * can claim gigabytes once unpacked. The central directory states every entry's unpacked size, so
 * a file claiming more than these limits is refused unread. Documented in docs/domain/store-lists.md.
 */
export const MAX_FILE_BYTES = 40 * 1024 * 1024
export const MAX_UNPACKED_BYTES = 300 * 1024 * 1024
export const MAX_ZIP_ENTRIES = 2_000

export const FILE_TOO_LARGE = `The file is larger than ${MAX_FILE_BYTES / 1024 / 1024} MB; split the store list.`
export const ZIP_TOO_LARGE = `The file unpacks to more than ${MAX_UNPACKED_BYTES / 1024 / 1024} MB; it is not a store list we can read.`
export const ZIP_TOO_MANY_ENTRIES = `The file holds more than ${formatCount(MAX_ZIP_ENTRIES)} parts; it is not a store list we can read.`
export const NOT_A_SPREADSHEET = 'The file is not a readable .xls or .xlsx spreadsheet.'

const EOCD_SIGNATURE = 0x06054b50
const CENTRAL_SIGNATURE = 0x02014b50
const ZIP_SIGNATURE = 0x04034b50

/** null when the file may be read; otherwise the message to show. */
export function checkSpreadsheetLimits(bytes: Uint8Array): string | null {
  if (bytes.byteLength > MAX_FILE_BYTES) return FILE_TOO_LARGE
  if (bytes.byteLength < 4) return NOT_A_SPREADSHEET
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (view.getUint32(0, true) !== ZIP_SIGNATURE) return null // .xls (compound file): bounded by the file size.
  // The end-of-central-directory record sits in the last 22 + 65535 bytes.
  let eocd = -1
  for (let at = bytes.byteLength - 22; at >= Math.max(0, bytes.byteLength - 22 - 0xffff); at--) {
    if (view.getUint32(at, true) === EOCD_SIGNATURE) {
      eocd = at
      break
    }
  }
  if (eocd < 0) return NOT_A_SPREADSHEET
  const entries = view.getUint16(eocd + 10, true)
  if (entries > MAX_ZIP_ENTRIES || entries === 0xffff) return ZIP_TOO_MANY_ENTRIES
  let offset = view.getUint32(eocd + 16, true)
  let unpacked = 0
  for (let index = 0; index < entries; index++) {
    if (offset + 46 > bytes.byteLength || view.getUint32(offset, true) !== CENTRAL_SIGNATURE) return NOT_A_SPREADSHEET
    const size = view.getUint32(offset + 24, true)
    // 0xFFFFFFFF means a zip64 size: far beyond any store list.
    if (size === 0xffffffff) return ZIP_TOO_LARGE
    unpacked += size
    if (unpacked > MAX_UNPACKED_BYTES) return ZIP_TOO_LARGE
    offset += 46 + view.getUint16(offset + 28, true) + view.getUint16(offset + 30, true) + view.getUint16(offset + 32, true)
  }
  return null
}
