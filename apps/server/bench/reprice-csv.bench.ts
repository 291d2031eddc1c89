// Reprice csv validation of 10,000 lines through the browser's own code (papaparse + the domain
// scan, apps/web/.../read-reprice-csv.ts) against bare papaparse parsing of the same text.
import Papa from 'papaparse'
import { readRepriceCsv } from '../../web/src/features/missions/reprice/read-reprice-csv'
import { medianTime, ms } from './timing.bench-helper'

const LINES = 10_000
const RUNS = 60
const identity = (i: number) => `OP${i.toString(36).toUpperCase().padStart(10, '0')}`
const text = Array.from({ length: LINES }, (_, i) => `${identity(i)},${200 + (i % 4800)}`).join('\n') + '\n'

const scan = readRepriceCsv(text)
if (scan.rows.length !== LINES || scan.errors.length) throw new Error('the generated csv should be valid')

for (let i = 0; i < 20; i++) {
  readRepriceCsv(text)
  Papa.parse(text, { delimiter: ',', skipEmptyLines: 'greedy' })
}
// Interleaved, so a busy machine slows both sides alike.
// The browser holds the server's answer (validOrgPlaceIdentities) as a Set.
const known = new Set(scan.rows.map((row) => row.orgPlaceIdentity))
let bare = 0
let full = 0
for (let i = 0; i < RUNS / 10; i++) {
  bare += await medianTime(10, async () => Papa.parse(text, { delimiter: ',', skipEmptyLines: 'greedy' }))
  full += await medianTime(10, async () => readRepriceCsv(text).canReprice(known))
}
bare /= RUNS / 10
full /= RUNS / 10

console.log(`\nReprice csv of ${LINES} lines (median of ${RUNS} runs)`)
console.log(`  bare papaparse                         ${ms(bare).padStart(9)}`)
console.log(`  papaparse + domain scan + canReprice   ${ms(full).padStart(9)}`)
console.log(`  ratio: ${(full / bare).toFixed(2)}x (goal <= 2x)`)
