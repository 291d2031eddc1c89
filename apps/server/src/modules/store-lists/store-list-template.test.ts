import fs from 'node:fs'
import path from 'node:path'
import * as XLSX from '@e965/xlsx'
import { describe, expect, it } from 'vitest'
import { TEMPLATE_COLUMNS } from '@mc/domain/store-lists/store-list.columns'
import { STORE_LIST_TEMPLATE_NAME } from '@mc/domain/store-lists/store-list.messages'
import { readStoreListHeader } from '@mc/domain/store-lists/store-list-header'

// The file the console offers for download is made by scripts/make-store-list-template.ts and committed.
const TEMPLATE = path.resolve(import.meta.dirname, '../../../../web/public/templates', `${STORE_LIST_TEMPLATE_NAME}.xlsx`)

describe('the downloadable store list template', () => {
  it('has the upload columns, ours last, and reads back with no error or warning (run the script after changing them)', () => {
    const book = XLSX.read(fs.readFileSync(TEMPLATE), { type: 'buffer' })
    const [header] = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 })
    expect(header).toEqual([...TEMPLATE_COLUMNS])
    expect(header!.slice(-2)).toEqual(['latitude', 'longitude'])
    expect(readStoreListHeader(header)).toMatchObject({ errors: [], warnings: [] })
  })
})
