/**
 * Writes the static store list template the console offers for download:
 * apps/web/public/templates/Mission Deploy Template R3.xlsx, header row = the upload columns of
 * spec 001 §3 in TEMPLATE_COLUMNS order, then our optional latitude and longitude (docs/domain/store-lists.md,
 * "Coordinates"). Run with `npx tsx apps/server/scripts/make-store-list-template.ts` after changing the
 * columns, and commit the file.
 */
import fs from 'node:fs'
import path from 'node:path'
import * as XLSX from '@e965/xlsx'
import { TEMPLATE_COLUMNS } from '@mc/domain/store-lists/store-list.columns'
import { STORE_LIST_TEMPLATE_NAME } from '@mc/domain/store-lists/store-list.messages'

const target = path.resolve(import.meta.dirname, '../../web/public/templates', `${STORE_LIST_TEMPLATE_NAME}.xlsx`)
const sheet = XLSX.utils.aoa_to_sheet([[...TEMPLATE_COLUMNS]])
sheet['!cols'] = TEMPLATE_COLUMNS.map((column) => ({ wch: Math.max(12, column.length + 2) }))
const book = XLSX.utils.book_new()
XLSX.utils.book_append_sheet(book, sheet, 'Stores')
fs.mkdirSync(path.dirname(target), { recursive: true })
fs.writeFileSync(target, XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer)
console.log(`Wrote ${target}`)
