// Console weight and speed (issue 15), in Chromium, against a bare React 19 + antd 6 app (a table,
// a form, a modal, a router: console-baseline/) built with the console's Vite config in this run:
//   (a) JavaScript before first render per route, gzip (the Vite manifest: the entry, the route's
//       lazy chunks, their static imports): goal <= 1.25x the baseline and <= 350 KiB;
//   (b) every static asset served compressed (Content-Encoding br or gzip), hashed ones immutable;
//   (c) LCP and total blocking time per route, CPU slowed 4x, cold cache, signed in, on the demo
//       data's largest mission (10,000 pins: Groups, Pins and Map tabs) and largest organization
//       (2,000 places): goals LCP <= 2.5 s, TBT <= 300 ms.
// BENCH_RUNS (default 5) loads per route, in rounds over all routes; the median is printed.
// CONSOLE_WEIGHT_SHOTS=<folder> also saves a 1440x900 screenshot of each screen there, to look at.
// CONSOLE_WEIGHT_SCREENS=<words> measures only the screens whose name holds one of them (comma-separated),
// for working on one screen; the full run is what the goals are judged on.
// CONSOLE_WEIGHT_BEFORE=<checkout> (a `git worktree add` of an earlier commit) also serves that
// commit's console from its own server and loads every screen from both, interleaved (each round,
// in alternating order), and prints before -> after: a comparison the machine's drift cannot bias.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { chromium, type Browser, type BrowserContext } from 'playwright-core'
import { CHROMIUM_LAUNCH } from '../support/chromium'
import { signInAsDemoAdmin } from '../support/bench-sign-in'
import { totalBlockingTime } from './blocking-time.bench-helper'
import { waitInPage, watchNetwork } from './page-wait.bench-helper'
import { buildWithConsoleConfig, gzipSize, kib, readManifest, routeFiles, routeWeights } from '../../apps/web/bundle/route-weight'
import { DEMO_IDENTITIES as D } from '../../apps/server/src/db/seed/demo-identities'
import { freePort } from '../../apps/server/src/test/free-port'
import { buildEarlierConsole, describeCheckout } from './earlier-checkout.bench-helper'

const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const CPU_SLOWDOWN = 4
const GOALS = { ratio: 1.25, kib: 350, lcpMs: 2500, tbtMs: 300 }
const repo = path.resolve(import.meta.dirname, '../..')
const precompress = path.join(repo, 'apps/web/scripts/precompress.mjs')

/** Screens measured in the browser: the path, and what shows once the screen is complete. */
const ALL_SCREENS: { name: string; url: string; ready: string; manifestRoute: string }[] = [
  { name: 'customers', url: '/customers', ready: '.ant-card', manifestRoute: '/customers' },
  { name: 'customer', url: `/customers/${D.customers.northwind}`, ready: '.ant-card', manifestRoute: '/customers/:identity' },
  { name: 'campaign', url: `/campaigns/${D.campaigns.scale}`, ready: '.ant-table-row', manifestRoute: '/campaigns/:identity' },
  { name: 'mission, Groups', url: `/missions/${D.missions.scale}`, ready: '.ant-table-row', manifestRoute: '/missions/:identity (Groups)' },
  { name: 'mission, Pins', url: `/missions/${D.missions.scale}?tab=pins`, ready: '.ant-table-row', manifestRoute: '/missions/:identity?tab=pins' },
  { name: 'mission, Map', url: `/missions/${D.missions.scale}?tab=map`, ready: '.leaflet-container', manifestRoute: '/missions/:identity?tab=map' },
  { name: 'organizations', url: '/organizations', ready: '.ant-table-row', manifestRoute: '/organizations' },
  { name: 'organization', url: `/organizations/${D.organizations.bigChain}`, ready: '.leaflet-container', manifestRoute: '/organizations/:identity' },
  { name: 'coverage', url: '/coverage', ready: 'form', manifestRoute: '/coverage' },
  { name: 'notifications', url: '/notifications', ready: 'form', manifestRoute: '/notifications' },
]
const screenFilter = process.env.CONSOLE_WEIGHT_SCREENS?.split(',').filter(Boolean)
const SCREENS = screenFilter ? ALL_SCREENS.filter((screen) => screenFilter.some((word) => screen.name.includes(word))) : ALL_SCREENS

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
const mark = (ok: boolean) => (ok ? 'meets' : 'OVER')

function run(command: string, args: string[]): void {
  if (spawnSync(command, args, { stdio: 'ignore' }).status !== 0) throw new Error(`${command} ${args.join(' ')} failed`)
}

/** A static server for the baseline app: precompressed .br/.gz as the browser accepts, index.html for any path. */
function serveStatic(dir: string): Promise<{ url: string; close(): void }> {
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent((request.url ?? '/').split('?')[0]!)
    let file = path.join(dir, pathname)
    if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) file = path.join(dir, 'index.html')
    const type = file.endsWith('.js') ? 'text/javascript' : file.endsWith('.css') ? 'text/css' : 'text/html'
    const accepts = String(request.headers['accept-encoding'] ?? '')
    const encoding = accepts.includes('br') && fs.existsSync(`${file}.br`) ? 'br' : accepts.includes('gzip') && fs.existsSync(`${file}.gz`) ? 'gzip' : null
    response.writeHead(200, { 'content-type': type, ...(encoding ? { 'content-encoding': encoding } : {}) })
    fs.createReadStream(encoding ? `${file}.${encoding === 'br' ? 'br' : 'gz'}` : file).pipe(response)
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as { port: number }).port}`, close: () => server.close() })),
  )
}

/** The console's server (src/main.ts of `checkout`) on a fresh embedded database seeded with the demo data, serving `dist`. */
async function startConsoleServer(dist: string, checkout = repo) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-weight-bench-'))
  const port = await freePort()
  const baseUrl = `http://localhost:${port}`
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(checkout, 'apps/server/src/main.ts')], {
    env: { ...process.env, PORT: String(port), PUBLIC_URL: baseUrl, DATA_DIR: dataDir, WEB_DIST_DIR: dist, NODE_ENV: 'test', SEED_ON_START: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const deadline = Date.now() + 300_000
  while (!output.includes('Mission Control is running at')) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the server did not start:\n${output}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return {
    baseUrl,
    async stop() {
      child.kill('SIGTERM')
      await new Promise((resolve) => setTimeout(resolve, 1500))
      if (child.exitCode === null) child.kill('SIGKILL')
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

interface Load {
  lcpMs: number
  tbtMs: number
  fcpMs: number
  longTasks: number
  longestTaskMs: number
  /** When the last script and the last API answer had arrived (ms from navigation start). */
  scriptsInMs: number
  apiInMs: number
  /** When the screen's content (its `ready` element, no spinner left) was first in the document: what the user waits for. */
  completeMs: number
  /** Static assets fetched: path, Content-Encoding, Cache-Control, bytes on the wire. */
  assets: { path: string; encoding: string | null; cacheControl: string | null; bytes: number }[]
  /** JavaScript files fetched until the screen was complete (dist-relative paths). */
  scripts: string[]
  /** What the LCP entry names: the element's tag and first class, and the image's path if it is one. */
  lcpElement: string
}

// Installed before any script of the page: LCP candidates, long tasks and FCP, kept on window.
const OBSERVE = `
  window.__perf = { lcp: 0, lcpElement: '', fcp: 0, longTasks: [] };
  const describe = (e) => (e.element ? e.element.tagName.toLowerCase() + (typeof e.element.className === 'string' && e.element.className ? '.' + e.element.className.trim().split(/\\s+/)[0] : '') : '(removed)') + (e.url ? ' ' + new URL(e.url).pathname : '');
  new PerformanceObserver((list) => { for (const e of list.getEntries()) { window.__perf.lcp = e.startTime; window.__perf.lcpElement = describe(e) } }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__perf.longTasks.push([e.startTime, e.duration]) }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') window.__perf.fcp = e.startTime }).observe({ type: 'paint', buffered: true });
`

/** One cold load of `url`, CPU slowed, until `ready` shows without spinners and is painted, the network is quiet, and a second more. */
async function measure(
  browser: Browser,
  storageState: Awaited<ReturnType<BrowserContext['storageState']>> | undefined,
  url: string,
  ready: string,
): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, ...(storageState ? { storageState } : {}) })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    await page.addInitScript(OBSERVE)
    const network = watchNetwork(page)
    const shown = `document.querySelector(${JSON.stringify(ready)}) && !document.querySelector('.ant-spin-spinning, .ant-skeleton-active')`
    // Checked in the page on every change of its elements or classes, so the time is the change's, not a poll's.
    await page.addInitScript(`
      window.__perf.complete = 0;
      new MutationObserver((_, observer) => { if (${shown}) { window.__perf.complete = performance.now(); observer.disconnect() } })
        .observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
    `)
    const origin = new URL(url).origin
    const assets: Load['assets'] = []
    page.on('response', (response) => {
      const u = new URL(response.url())
      if (u.origin !== origin || u.pathname.startsWith('/api') || u.pathname.startsWith('/oidc') || u.pathname === '/app-config.json') return
      const headers = response.headers()
      assets.push({
        path: u.pathname,
        encoding: headers['content-encoding'] ?? null,
        cacheControl: headers['cache-control'] ?? null,
        bytes: Number(headers['content-length'] ?? 0),
      })
    })
    await page.goto(url, { waitUntil: 'load' })
    await waitInPage(cdp, 'window.__perf.complete > 0', { timeoutMs: 60_000 })
    // Content in the document is not yet on screen: its paint, and the LCP entry that paint makes,
    // come a frame or more later (after a long layout at 4x). Then the last images, and a second for
    // the last entries to be reported.
    await waitInPage(cdp, 'window.__perf.fcp > 0 && window.__perf.lcp > 0', { timeoutMs: 60_000 })
    // The network quiet as Playwright's networkidle means it (500 ms), the live channel left out.
    await network.quiet({ forMs: 500, timeoutMs: 60_000 })
    await page.waitForTimeout(1_000)
    const perf = await page.evaluate(
      () => (window as unknown as { __perf: { lcp: number; lcpElement: string; fcp: number; complete: number; longTasks: [number, number][] } }).__perf,
    )
    // A string, not a function: tsx would wrap named inner functions in a helper the page lacks.
    const arrivals = (await page.evaluate(`(() => {
      const ends = performance.getEntriesByType('resource').map((e) => [new URL(e.name).pathname, e.responseEnd])
      return {
        scripts: Math.max(0, ...ends.filter(([p]) => p.endsWith('.js')).map(([, end]) => end)),
        api: Math.max(0, ...ends.filter(([p]) => p.startsWith('/api/')).map(([, end]) => end)),
      }
    })()`)) as { scripts: number; api: number }
    const tasks = perf.longTasks.map(([start, duration]) => ({ start, duration }))
    const after = tasks.filter((task) => task.start + task.duration > perf.fcp)
    const tbtMs = totalBlockingTime(tasks, perf.fcp)
    const scripts = assets.filter((a) => a.path.endsWith('.js')).map((a) => a.path.replace(/^\//, ''))
    return {
      lcpMs: perf.lcp,
      tbtMs,
      fcpMs: perf.fcp,
      longTasks: after.length,
      longestTaskMs: Math.max(0, ...perf.longTasks.map(([, duration]) => duration)),
      scriptsInMs: arrivals.scripts,
      apiInMs: arrivals.api,
      completeMs: perf.complete,
      assets,
      scripts,
      lcpElement: perf.lcpElement,
    }
  } finally {
    await context.close()
  }
}

/** A finished screen as a person sees it (CPU not slowed), saved under CONSOLE_WEIGHT_SHOTS. */
async function screenshot(browser: Browser, storageState: Awaited<ReturnType<BrowserContext['storageState']>>, url: string, ready: string, name: string) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, storageState })
  try {
    const page = await context.newPage()
    const network = watchNetwork(page)
    await page.goto(url)
    await page.waitForSelector(ready, { timeout: 60_000 })
    await page.waitForFunction(() => !document.querySelector('.ant-spin-spinning, .ant-skeleton-active'), undefined, { timeout: 60_000 })
    await network.quiet({ forMs: 500, timeoutMs: 30_000 })
    fs.mkdirSync(process.env.CONSOLE_WEIGHT_SHOTS!, { recursive: true })
    await page.screenshot({ path: path.join(process.env.CONSOLE_WEIGHT_SHOTS!, `${name.replace(/[^a-z0-9]+/gi, '-')}.png`), animations: 'disabled' })
  } finally {
    await context.close()
  }
}

async function signIn(browser: Browser, baseUrl: string) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  await signInAsDemoAdmin(await context.newPage(), baseUrl)
  const state = await context.storageState()
  await context.close()
  return state
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-weight-'))
const consoleDist = path.join(work, 'console')
const baselineDist = path.join(work, 'baseline')
const earlierCheckout = process.env.CONSOLE_WEIGHT_BEFORE ? path.resolve(process.env.CONSOLE_WEIGHT_BEFORE) : undefined
const earlierDist = path.join(work, 'earlier')
let server: Awaited<ReturnType<typeof startConsoleServer>> | undefined
let earlierServer: Awaited<ReturnType<typeof startConsoleServer>> | undefined
let baselineServer: Awaited<ReturnType<typeof serveStatic>> | undefined
let browser: Browser | undefined
try {
  console.log('Building the console and the React + antd baseline with the console’s Vite config…')
  await buildWithConsoleConfig(consoleDist)
  await buildWithConsoleConfig(baselineDist, path.join(import.meta.dirname, 'console-baseline'))
  run(process.execPath, [precompress, consoleDist])
  run(process.execPath, [precompress, baselineDist])
  if (earlierCheckout) {
    console.log(`Building the earlier console (${describeCheckout(earlierCheckout)}) with its own Vite config…`)
    buildEarlierConsole(earlierCheckout, earlierDist)
  }

  // (a) JavaScript before first render, from the manifests.
  const baselineFiles = routeFiles(readManifest(baselineDist), [])
  const baselineBytes = baselineFiles.reduce((sum, file) => sum + gzipSize(fs.readFileSync(path.join(baselineDist, file))), 0)
  const weights = routeWeights(consoleDist)
  console.log(`\n(a) JavaScript before first render, gzip (baseline: React 19 + antd 6, table, form, modal, router = ${kib(baselineBytes)} KiB)`)
  console.log(`    goal <= ${GOALS.ratio}x the baseline and <= ${GOALS.kib} KiB`)
  for (const w of weights) {
    const ratio = w.gzipBytes / baselineBytes
    const ok = ratio <= GOALS.ratio && w.gzipBytes / 1024 <= GOALS.kib
    console.log(`  ${w.route.padEnd(40)} ${kib(w.gzipBytes).padStart(6)} KiB  ${ratio.toFixed(2)}x  ${mark(ok)}`)
  }
  const meeting = weights.filter((w) => w.gzipBytes / baselineBytes <= GOALS.ratio && w.gzipBytes / 1024 <= GOALS.kib).length
  console.log(`  ${meeting} of ${weights.length} routes meet both goals`)

  console.log('\nStarting the server on a fresh demo database (seeding takes a while)…')
  server = await startConsoleServer(consoleDist)
  baselineServer = await serveStatic(baselineDist)
  browser = await chromium.launch(CHROMIUM_LAUNCH)
  const storageState = await signIn(browser, server.baseUrl)
  earlierServer = earlierCheckout ? await startConsoleServer(earlierDist, earlierCheckout) : undefined
  const earlierState = earlierServer ? await signIn(browser, earlierServer.baseUrl) : undefined

  // Round after round, each round one load of the baseline and of every screen: the shared
  // machine's speed drifts over minutes, and loads of one screen taken back to back would all land
  // in the same slow (or quick) stretch, moving that screen's median against the others'.
  const baseLoads: Load[] = []
  const results: { name: string; loads: Load[]; manifestRoute: string }[] = SCREENS.map((screen) => ({
    name: screen.name,
    loads: [],
    manifestRoute: screen.manifestRoute,
  }))
  const earlierLoads: Load[][] = SCREENS.map(() => [])
  for (let round = 0; round < RUNS; round++) {
    baseLoads.push(await measure(browser, undefined, `${baselineServer.url}/`, '.ant-table-row'))
    for (const [index, screen] of SCREENS.entries()) {
      const now = () => measure(browser!, storageState, `${server!.baseUrl}${screen.url}`, screen.ready)
      if (!earlierServer) {
        results[index]!.loads.push(await now())
        continue
      }
      const before = () => measure(browser!, earlierState, `${earlierServer!.baseUrl}${screen.url}`, screen.ready)
      // Which of the two loads first alternates, so neither always follows the other's warm-up.
      if ((round + index) % 2 === 0) {
        earlierLoads[index]!.push(await before())
        results[index]!.loads.push(await now())
      } else {
        results[index]!.loads.push(await now())
        earlierLoads[index]!.push(await before())
      }
    }
  }
  if (process.env.CONSOLE_WEIGHT_SHOTS) {
    for (const screen of SCREENS) await screenshot(browser, storageState, `${server.baseUrl}${screen.url}`, screen.ready, screen.name)
  }

  // (b) Compression and caching of every static asset the screens fetched.
  const assets = new Map<string, Load['assets'][number]>()
  for (const { loads } of results) for (const load of loads) for (const asset of load.assets) assets.set(asset.path, asset)
  const sizeOf = (asset: Load['assets'][number]) => {
    const file = path.join(consoleDist, asset.path === '/' || !path.extname(asset.path) ? 'index.html' : asset.path)
    return fs.existsSync(file) ? fs.statSync(file).size : 0
  }
  const compressible = [...assets.values()].filter((a) => /\.(js|css|html|svg|json)$|^\/[^.]*$/.test(a.path))
  const big = compressible.filter((a) => sizeOf(a) >= 1024)
  const plain = big.filter((a) => a.encoding !== 'br' && a.encoding !== 'gzip')
  const hashed = [...assets.values()].filter((a) => a.path.startsWith('/assets/'))
  const notImmutable = hashed.filter((a) => !/immutable/.test(a.cacheControl ?? ''))
  console.log(`\n(b) Static assets fetched by the screens: ${assets.size} (${compressible.length} text, ${big.length} of them >= 1 KiB)`)
  console.log(
    `  sent compressed (br or gzip): ${big.length - plain.length} of ${big.length} ${mark(plain.length === 0)}${plain.length ? `: plain ${plain.map((a) => a.path).join(', ')}` : ''}`,
  )
  console.log(
    `  encodings: ${[...new Set(big.map((a) => a.encoding ?? 'none'))].join(', ')}; under 1 KiB sent plain by design: ${compressible.length - big.length}`,
  )
  console.log(`  hashed assets cached immutable: ${hashed.length - notImmutable.length} of ${hashed.length} ${mark(notImmutable.length === 0)}`)

  // (c) LCP and TBT.
  const baseLcp = median(baseLoads.map((l) => l.lcpMs))
  const baseTbt = median(baseLoads.map((l) => l.tbtMs))
  console.log(`\n(c) Cold load, signed in, CPU slowed ${CPU_SLOWDOWN}x, median of ${RUNS} (goals: LCP <= ${seconds(GOALS.lcpMs)}, TBT <= ${GOALS.tbtMs} ms)`)
  console.log(
    `  ${'screen'.padEnd(18)} ${'LCP'.padStart(8)} ${'TBT'.padStart(8)} ${'FCP'.padStart(8)} ${'JS in'.padStart(8)} ${'API in'.padStart(8)} ${'complete'.padStart(9)} ${'longest'.padStart(8)} tasks  JS fetched until complete (gzip)`,
  )
  const row = (name: string, loads: Load[], dist: string) => {
    const lcp = median(loads.map((l) => l.lcpMs))
    const tbt = median(loads.map((l) => l.tbtMs))
    const fcp = median(loads.map((l) => l.fcpMs))
    const timing = (pick: (l: Load) => number) => seconds(median(loads.map(pick))).padStart(8)
    const scripts = loads[0]!.scripts
    const js = scripts.reduce((sum, file) => sum + (fs.existsSync(path.join(dist, file)) ? gzipSize(fs.readFileSync(path.join(dist, file))) : 0), 0)
    console.log(
      `  ${name.padEnd(18)} ${seconds(lcp).padStart(8)} ${`${tbt.toFixed(0)} ms`.padStart(8)} ${seconds(fcp).padStart(8)} ${timing((l) => l.scriptsInMs)} ${timing((l) => l.apiInMs)} ${timing((l) => l.completeMs).padStart(9)} ${`${median(loads.map((l) => l.longestTaskMs)).toFixed(0)} ms`.padStart(8)} ${String(median(loads.map((l) => l.longTasks))).padStart(5)}  ${kib(js)} KiB in ${scripts.length} files  LCP ${mark(lcp <= GOALS.lcpMs)}, TBT ${mark(tbt <= GOALS.tbtMs)}`,
    )
  }
  row('baseline app', baseLoads, baselineDist)
  for (const { name, loads } of results) row(name, loads, consoleDist)
  console.log(`  (baseline: LCP ${seconds(baseLcp)}, TBT ${baseTbt.toFixed(0)} ms; the machine is shared, so timings move between runs)`)
  console.log('  LCP of each load, round by round:')
  console.log(`  ${'baseline app'.padEnd(18)} ${baseLoads.map((l) => seconds(l.lcpMs)).join('  ')}`)
  for (const { name, loads } of results) console.log(`  ${name.padEnd(18)} ${loads.map((l) => seconds(l.lcpMs)).join('  ')}`)
  console.log('  LCP element of each load (tag.first-class, and the image it shows):')
  for (const { name, loads } of results) console.log(`  ${name.padEnd(18)} ${loads.map((l) => l.lcpElement).join(' | ')}`)
  console.log(
    "  JS in / API in: when the last script / the last API answer arrived; complete: when the screen's content was in the page (a table's first row, the map, the form), no spinner left; longest: the longest main-thread task of the load.",
  )
  if (earlierCheckout) {
    console.log(`\n(d) Interleaved with ${describeCheckout(earlierCheckout)}: median of ${RUNS}, before -> after (each load's LCP in brackets)`)
    for (const [index, { name, loads }] of results.entries()) {
      const before = earlierLoads[index]!
      const lcp = (of: Load[]) => seconds(median(of.map((l) => l.lcpMs)))
      const tbt = (of: Load[]) => `${median(of.map((l) => l.tbtMs)).toFixed(0)} ms`
      const each = (of: Load[]) => of.map((l) => (l.lcpMs / 1000).toFixed(2)).join(' ')
      // The JavaScript each build fetched until the screen was complete (its first load).
      const js = (load: Load, dist: string) =>
        `${kib(load.scripts.reduce((sum, file) => sum + (fs.existsSync(path.join(dist, file)) ? gzipSize(fs.readFileSync(path.join(dist, file))) : 0), 0))} KiB in ${load.scripts.length}`
      console.log(
        `  ${name.padEnd(18)} LCP ${lcp(before)} -> ${lcp(loads)}   TBT ${tbt(before)} -> ${tbt(loads)}   [${each(before)}] -> [${each(loads)}]   JS ${js(before[0]!, earlierDist)} -> ${js(loads[0]!, consoleDist)} files`,
      )
    }
  }
} finally {
  await browser?.close()
  baselineServer?.close()
  await server?.stop()
  await earlierServer?.stop()
  fs.rmSync(work, { recursive: true, force: true })
}
