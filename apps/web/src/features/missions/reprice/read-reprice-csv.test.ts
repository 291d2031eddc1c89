import { describe, expect, it } from 'vitest'
import { readRepriceCsv, readRepriceFile } from './read-reprice-csv'

const A = 'ABCDEFGHIJ12'
const B = 'ZYXWVUTSRQ98'

describe('reading a reprice csv', () => {
  it('reads two comma-separated values per line, skipping blank lines', () => {
    const scan = readRepriceCsv(`${A},250\r\n"${B}", 4999\n\n`)
    expect(scan.rows).toEqual([
      { orgPlaceIdentity: A, price: 250 },
      { orgPlaceIdentity: B, price: 4999 },
    ])
    expect(scan.errors).toEqual([])
  })
  it("a line with one or three values makes the file 'Invalid csv contents'", () => {
    expect(readRepriceCsv(`${A},250\n${B}`).errors).toEqual(['Invalid csv contents'])
    expect(readRepriceCsv(`${A};250`).errors).toEqual(['Invalid csv contents'])
    expect(readRepriceCsv(`${A},250,1`).errors).toEqual(['Invalid csv contents'])
    expect(readRepriceCsv('').errors).toEqual(['Invalid csv contents'])
  })
  it('counts non-integer prices and warns about the payout range', () => {
    const scan = readRepriceCsv(`${A},12.5\n${B},150`)
    expect(scan.nonIntegerCount).toBe(1)
    expect(scan.warnings).toEqual(['This upload contains pins outside our typical payout range of 200 - 4999.'])
  })
  it("a file that cannot be read is 'Error processing .csv file'", async () => {
    const broken = { text: () => Promise.reject(new Error('disk')) } as unknown as Blob
    await expect(readRepriceFile(broken)).rejects.toThrow('Error processing .csv file')
    await expect(readRepriceFile(new Blob([`${A},300`]))).resolves.toMatchObject({ rows: [{ orgPlaceIdentity: A, price: 300 }] })
  })
})
