// Browser path of a 50,000-row store list, in Chromium: the console's worker (limits check + SheetJS
// + the domain validation of 001 §5) against bare SheetJS parsing of the same file in the same run.
// Goal <= 1.3x, and no main-thread task over 200 ms meanwhile (Long Tasks API).
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { build } from 'esbuild'
import * as XLSX from '@e965/xlsx'
import { chromium } from 'playwright-core'
import { chromiumLaunchOptions } from '../support/chromium'

const ROWS = 50_000
const RUNS = 5
const repo = path.resolve(import.meta.dirname, '../..')
const fixture = path.join(os.tmpdir(), `mc-store-list-${ROWS}.xlsx`)

// Generating the file takes a while: made once, kept in the temp folder.
if (!fs.existsSync(fixture)) {
  const header = [
    'wiser_mission_id',
    'group_name',
    'group_cap',
    'wiser_store_id',
    'org_name',
    'store_number',
    'street_address',
    'city',
    'state',
    'postal_code',
    'country',
    'pin_active',
  ]
  const rows = Array.from({ length: ROWS }, (_, i) => [
    `M${i % 7}MISSION000`.slice(0, 12),
    `Group ${i % 40}`,
    10 + (i % 7 === 0 ? 0 : 0),
    '',
    'Acme Foods',
    String(i + 1),
    `${i + 1} Main St`,
    'Springfield',
    i % 50 === 0 ? 'NV' : 'IL',
    i % 3 === 0 ? '2134' : '62701-1234',
    'US',
    i % 2 ? '1' : '',
  ])
  const book = XLSX.utils.book_new()
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([header, ...rows]), 'Stores')
  fs.writeFileSync(fixture, XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer)
}

const out = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-parse-bench-'))
await build({
  entryPoints: {
    console: path.join(repo, 'apps/web/src/features/store-lists/parse/parse-store-list.worker.ts'),
    bare: path.join(import.meta.dirname, 'store-list-bare-parse.bench-worker.ts'),
  },
  bundle: true,
  format: 'esm',
  minify: true,
  outdir: out,
  logLevel: 'error',
})
fs.copyFileSync(fixture, path.join(out, 'list.xlsx'))
fs.writeFileSync(path.join(out, 'index.html'), '<!doctype html><link rel="icon" href="data:,"><body>bench</body>')

const server = http.createServer((request, response) => {
  const file = path.join(out, path.basename(request.url ?? '/') || 'index.html')
  if (!fs.existsSync(file)) return response.writeHead(404).end()
  response.writeHead(200, { 'content-type': file.endsWith('.js') ? 'text/javascript' : file.endsWith('.html') ? 'text/html' : 'application/octet-stream' })
  fs.createReadStream(file).pipe(response)
})
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
const port = (server.address() as { port: number }).port

const browser = await chromium.launch(chromiumLaunchOptions)
try {
  const page = await browser.newPage()
  await page.goto(`http://127.0.0.1:${port}/index.html`)
  const time = (worker: string) =>
    page.evaluate(async (script) => {
      const bytes = await (await fetch('/list.xlsx')).arrayBuffer()
      const longTasks: number[] = []
      const observer = new PerformanceObserver((list) => list.getEntries().forEach((entry) => longTasks.push(entry.duration)))
      observer.observe({ type: 'longtask', buffered: false })
      const started = performance.now()
      const result = await new Promise<{ errors?: number; rows?: number }>((resolve, reject) => {
        const w = new Worker(`/${script}.js`, { type: 'module' })
        w.onmessage = (event) => {
          if (event.data.type === 'read') return
          w.terminate()
          if (event.data.type === 'failed') reject(new Error(event.data.message))
          else resolve({ errors: event.data.validation?.errors.length, rows: event.data.validation?.storeRowCount ?? event.data.rows })
        }
        w.postMessage({ bytes }, [bytes])
      })
      const ms = performance.now() - started
      await new Promise((resolve) => setTimeout(resolve, 50))
      observer.disconnect()
      return { ms, longest: Math.max(0, ...longTasks), result }
    }, worker)
  await time('bare')
  await time('console')
  const bare: number[] = []
  const full: number[] = []
  let longest = 0
  let rows = 0
  for (let run = 0; run < RUNS; run++) {
    const b = await time('bare')
    const c = await time('console')
    bare.push(b.ms)
    full.push(c.ms)
    longest = Math.max(longest, c.longest)
    rows = c.result.rows ?? 0
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
  console.log(
    `\nStore list of ${rows.toLocaleString('en-US')} rows in Chromium (median of ${RUNS} runs, file ${(fs.statSync(fixture).size / 1e6).toFixed(1)} MB)`,
  )
  console.log(`  bare SheetJS parse (worker)                  ${median(bare).toFixed(0).padStart(6)} ms`)
  console.log(`  console worker: limits + parse + validation  ${median(full).toFixed(0).padStart(6)} ms`)
  console.log(`  ratio: ${(median(full) / median(bare)).toFixed(2)}x (goal <= 1.3x)`)
  console.log(`  longest main-thread task while the console worker ran: ${longest.toFixed(0)} ms (goal <= 200 ms)`)
} finally {
  await browser.close()
  server.close()
  fs.rmSync(out, { recursive: true, force: true })
}
