import * as XLSX from '@e965/xlsx'
import { describe, expect, it } from 'vitest'
import {
  checkSpreadsheetLimits,
  FILE_TOO_LARGE,
  MAX_FILE_BYTES,
  MAX_UNPACKED_BYTES,
  MAX_ZIP_ENTRIES,
  NOT_A_SPREADSHEET,
  ZIP_TOO_LARGE,
  ZIP_TOO_MANY_ENTRIES,
} from './zip-limits'

/** A stored (uncompressed) zip whose central directory claims `claimedSizes` as the entries' unpacked sizes. */
function zipClaiming(claimedSizes: number[]): Uint8Array {
  const parts: number[] = []
  const u16 = (value: number) => parts.push(value & 0xff, (value >>> 8) & 0xff)
  const u32 = (value: number) => parts.push(value & 0xff, (value >>> 8) & 0xff, (value >>> 16) & 0xff, (value >>> 24) & 0xff)
  const offsets: number[] = []
  claimedSizes.forEach((_, index) => {
    offsets.push(parts.length)
    const name = `f${index}`
    u32(0x04034b50)
    u16(20)
    u16(0)
    u16(0)
    u16(0)
    u16(0)
    u32(0)
    u32(0)
    u32(0)
    u16(name.length)
    u16(0)
    for (const char of name) parts.push(char.charCodeAt(0))
  })
  const central = parts.length
  claimedSizes.forEach((size, index) => {
    const name = `f${index}`
    u32(0x02014b50)
    u16(20)
    u16(20)
    u16(0)
    u16(0)
    u16(0)
    u16(0)
    u32(0)
    u32(0)
    u32(size)
    u16(name.length)
    u16(0)
    u16(0)
    u16(0)
    u16(0)
    u32(0)
    u32(offsets[index]!)
    for (const char of name) parts.push(char.charCodeAt(0))
  })
  const centralSize = parts.length - central
  u32(0x06054b50)
  u16(0)
  u16(0)
  u16(claimedSizes.length)
  u16(claimedSizes.length)
  u32(centralSize)
  u32(central)
  u16(0)
  return Uint8Array.from(parts)
}

describe('spreadsheet limits, checked before anything is inflated', () => {
  it('lets a real .xlsx through', () => {
    const sheet = XLSX.utils.aoa_to_sheet([
      ['wiser_mission_id', 'group'],
      ['ABCDEFGHJKLM', 'North'],
    ])
    const book = XLSX.utils.book_new()
    XLSX.utils.book_append_sheet(book, sheet, 'Stores')
    expect(checkSpreadsheetLimits(new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' })))).toBeNull()
  })

  it('lets a zip through that unpacks to exactly the limit, and refuses one byte more', () => {
    expect(checkSpreadsheetLimits(zipClaiming([MAX_UNPACKED_BYTES - 10, 10]))).toBeNull()
    expect(checkSpreadsheetLimits(zipClaiming([MAX_UNPACKED_BYTES - 10, 11]))).toBe(ZIP_TOO_LARGE)
  })

  it('refuses an entry claiming a zip64 size', () => {
    expect(checkSpreadsheetLimits(zipClaiming([0xffffffff]))).toBe(ZIP_TOO_LARGE)
  })

  it(`refuses more than ${MAX_ZIP_ENTRIES} entries`, () => {
    expect(checkSpreadsheetLimits(zipClaiming(Array.from({ length: MAX_ZIP_ENTRIES }, () => 1)))).toBeNull()
    expect(checkSpreadsheetLimits(zipClaiming(Array.from({ length: MAX_ZIP_ENTRIES + 1 }, () => 1)))).toBe(ZIP_TOO_MANY_ENTRIES)
  })

  it('refuses a file over the size limit unread, and garbage or a truncated zip as not a spreadsheet', () => {
    expect(checkSpreadsheetLimits(new Uint8Array(MAX_FILE_BYTES + 1))).toBe(FILE_TOO_LARGE)
    expect(checkSpreadsheetLimits(new Uint8Array([1, 2]))).toBe(NOT_A_SPREADSHEET)
    const zip = zipClaiming([100, 200])
    expect(checkSpreadsheetLimits(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, ...new Array(40).fill(0)]))).toBe(NOT_A_SPREADSHEET)
    expect(checkSpreadsheetLimits(zip.slice(0, zip.length - 30))).toBe(NOT_A_SPREADSHEET)
  })

  it('leaves an .xls (compound file, not a zip) to the file-size limit', () => {
    expect(checkSpreadsheetLimits(Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]))).toBeNull()
  })
})
