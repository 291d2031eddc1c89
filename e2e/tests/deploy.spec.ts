// Deploys nobody notices (issue 38): a console opened on one build keeps working while a new build
// is deployed under it, learns that the new version is there, and offers to reload.
//
// The spec runs a server of its own (on the e2e server's database) that serves a folder of its own:
// a copy of the build the e2e run made, then a second real build deployed into that folder as
// `npm run build` deploys one (Vite with the console's config, dist/ kept, then precompress), with
// one screen's code changed, as a fix to that screen would. A real build and not a copied one,
// because what is under test is what the build leaves in the folder; it takes 15-40 s here. The
// second test rolls back to the e2e run's build past the retention (no second build needed).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { build, type Plugin } from 'vite'
import { ADMIN, screenshot, signIn } from '../support/session'
import { databaseUrl } from '../support/database'
import { BUILDS_FILE, recordBuild, type BuildRecord } from '../../apps/web/bundle/previous-builds'

const REPO = path.resolve(import.meta.dirname, '../..')
const WEB_ROOT = path.join(REPO, 'apps/web')
const E2E_BUILD = process.env.WEB_DIST_DIR ?? path.join(WEB_ROOT, 'dist')
const NOTICE = 'A new version of Mission Control is available.'

// The second test rolls back the build the first deployed.
test.describe.configure({ mode: 'serial' })

const served = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-deploy-'))
let server: ChildProcess | undefined
let baseUrl = ''
let serverOutput = ''

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.on('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

/** `npm run build` into the served folder with the coverage screen's code changed: Vite, then the compressed copies. */
async function deployChangedBuild(mark: string): Promise<void> {
  const changeCoverageScreen: Plugin = {
    name: 'e2e-change-coverage-screen',
    transform(code, id) {
      if (id.replaceAll('\\', '/').endsWith('/features/coverage/CoverageExportPage.tsx'))
        return { code: `${code}\nglobalThis.__coverageScreenBuild = ${JSON.stringify(mark)}\n`, map: null }
    },
  }
  // Vite bundles React's development code when NODE_ENV says so (Playwright leaves it unset or `test`).
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    await build({
      root: WEB_ROOT,
      mode: 'production',
      configFile: path.join(WEB_ROOT, 'vite.config.ts'),
      logLevel: 'warn',
      plugins: [changeCoverageScreen],
      build: { outDir: served },
    })
  } finally {
    process.env.NODE_ENV = nodeEnv
  }
  const precompress = spawnSync(process.execPath, [path.join(WEB_ROOT, 'scripts/precompress.mjs'), served], { encoding: 'utf8' })
  expect(precompress.status, precompress.stderr).toBe(0)
}

const builds = () => (JSON.parse(fs.readFileSync(path.join(served, BUILDS_FILE), 'utf8')) as { builds: BuildRecord[] }).builds
const coverageChunk = (record: BuildRecord) => record.files.find((file) => /^assets\/CoverageExportPage-[\w-]+\.js$/.test(file))!
const servedBuildId = async (page: Page) => ((await (await page.request.get(`${baseUrl}/api/version`)).json()) as { build: string }).build

test.beforeAll(async () => {
  fs.cpSync(E2E_BUILD, served, { recursive: true })
  const port = await freePort()
  baseUrl = `http://localhost:${port}`
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO,
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      WEB_DIST_DIR: served,
      // The e2e server's embedded database, through the port its lock file names (as a worker joins it).
      DATABASE_URL: databaseUrl(),
      RUN_JOBS_IN_PROCESS: 'false',
      SEED_ON_START: 'false',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  server.stdout!.on('data', (chunk) => (serverOutput = (serverOutput + chunk).slice(-20_000)))
  server.stderr!.on('data', (chunk) => (serverOutput = (serverOutput + chunk).slice(-20_000)))
  await expect
    .poll(async () => (await fetch(`${baseUrl}/healthz`).catch(() => undefined))?.status, {
      timeout: 120_000,
      message: `the deploy test's server: ${serverOutput}`,
    })
    .toBe(200)
})

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve))
    server.kill('SIGTERM')
    await exited
  }
  fs.rmSync(served, { recursive: true, force: true })
})

test('a new build deployed under an open console: the screens opened after it still load, and a reload is offered', async ({ page }) => {
  test.setTimeout(300_000)
  // When the page last asked which build is served: it asks at most every 10 s.
  const versionChecks: number[] = []
  page.on('request', (request) => new URL(request.url()).pathname === '/api/version' && versionChecks.push(Date.now()))
  await signIn(page, ADMIN, `${baseUrl}/`)
  // The console's home, drawn (its address settles on /customers; a busy machine takes a while).
  await expect(page.getByRole('heading', { name: 'Customers' })).toBeVisible({ timeout: 30_000 })
  // Its first look, a few seconds after the first screen: the deploy comes after it.
  await expect.poll(() => versionChecks.length, { timeout: 30_000 }).toBeGreaterThan(0)
  const before = builds()[0]!
  const pageBuild = await page.locator('meta[name="mc-build"]').getAttribute('content')
  expect(pageBuild).toBe(await servedBuildId(page))
  // Gone if the page loads again: nothing below may reload it.
  await page.evaluate(() => ((window as unknown as { openedBeforeDeploy: boolean }).openedBeforeDeploy = true))

  await deployChangedBuild(`deploy ${Date.now()}`)
  const after = builds()
  expect(after[0]!.id).not.toBe(before.id)
  expect(coverageChunk(after[0]!)).not.toBe(coverageChunk(before))
  // The old build's files stay beside the new ones (the retention keeps three builds before the current).
  expect(after.map((record) => record.id)).toContain(before.id)
  expect(fs.existsSync(path.join(served, coverageChunk(before)))).toBe(true)
  await expect.poll(() => servedBuildId(page), { timeout: 5_000 }).toBe(after[0]!.id)

  // The console checks for a new version at most every 10 s: the move below, 10 s past its last
  // look (timed from the look itself, not from the first screen: on a busy machine the first look
  // came seconds after it, and the move was then too early to be one), is a check.
  await page.waitForTimeout(Math.max(0, 10_500 - (Date.now() - versionChecks.at(-1)!)))
  const asked: { url: string; status: number }[] = []
  page.on('response', (response) => asked.push({ url: new URL(response.url()).pathname, status: response.status() }))
  await page.getByRole('menu', { name: 'Main menu' }).getByRole('link', { name: 'Coverage Tools' }).click()
  await expect(page).toHaveURL(/\/coverage$/)
  await expect(page.getByRole('heading', { name: 'Coverage Data Export' })).toBeVisible()
  // Its code came from the build the page was opened on, still served; the page was not loaded again.
  expect(asked).toContainEqual({ url: `/${coverageChunk(before)}`, status: 200 })
  expect(await page.evaluate(() => (window as unknown as { openedBeforeDeploy?: boolean }).openedBeforeDeploy)).toBe(true)

  const notice = page.getByRole('status').filter({ hasText: NOTICE })
  await expect(notice).toBeVisible()
  await expect(notice.getByRole('button', { name: 'Reload' })).toBeVisible()
  await screenshot(page, 'deploy-new-version-notice')

  // Reload loads the new build at the same address, and the notice is gone.
  await notice.getByRole('button', { name: 'Reload' }).click()
  await expect.poll(() => page.locator('meta[name="mc-build"]').getAttribute('content')).toBe(after[0]!.id)
  await expect(page).toHaveURL(/\/coverage$/)
  await expect(page.getByRole('heading', { name: 'Coverage Data Export' })).toBeVisible()
  await page.waitForTimeout(4_000) // past the check that follows the first screen
  await expect(page.getByText(NOTICE)).toHaveCount(0)
})

test('a screen whose code no kept build has: the page loads again once at its address, then the crash screen, never a loop', async ({ page }) => {
  test.setTimeout(180_000)
  await signIn(page, ADMIN, `${baseUrl}/`)
  // The console's home, drawn (its address settles on /customers; a busy machine takes a while).
  await expect(page.getByRole('heading', { name: 'Customers' })).toBeVisible({ timeout: 30_000 })
  const opened = builds()[0]!
  const rollbackTo = builds().find((record) => record.id !== opened.id)
  expect(rollbackTo, 'the build before the one the first test deployed').toBeTruthy()
  await page.evaluate(() => ((window as unknown as { openedBeforeDeploy: boolean }).openedBeforeDeploy = true))

  // A deploy that keeps none of the code this page runs: back to the e2e run's build (a rollback),
  // its page put back and the retention at none, so the files of the build this page runs go.
  for (const file of ['index.html', 'route-preloads.json']) fs.copyFileSync(path.join(E2E_BUILD, file), path.join(served, file))
  recordBuild(served, rollbackTo!.files, { previousBuilds: 0, days: 0 }, new Date(), rollbackTo!.id)
  const notificationsChunk = (record: BuildRecord) => record.files.find((file) => /^assets\/NotificationsPage-[\w-]+\.js$/.test(file))!
  expect(notificationsChunk(rollbackTo!)).not.toBe(notificationsChunk(opened))
  expect(fs.existsSync(path.join(served, notificationsChunk(opened)))).toBe(false)
  await expect.poll(() => servedBuildId(page), { timeout: 5_000 }).toBe(rollbackTo!.id)
  const current = rollbackTo!

  let loads = 0
  page.on('load', () => loads++)
  await page.getByRole('menu', { name: 'Main menu' }).getByRole('link', { name: 'Push Notifications' }).click()
  // Loaded again, once, at the screen's address, on the new build: the screen shows.
  await expect(page.getByRole('heading', { name: 'Push Notifications' })).toBeVisible({ timeout: 30_000 })
  await expect(page).toHaveURL(/\/notifications$/)
  expect(loads).toBe(1)
  expect(await page.evaluate(() => (window as unknown as { openedBeforeDeploy?: boolean }).openedBeforeDeploy)).toBeUndefined()
  expect(await page.locator('meta[name="mc-build"]').getAttribute('content')).toBe(current.id)
  await expect(page.getByText('Sorry, something went wrong.')).toHaveCount(0)

  // Code that is missing again right after that reload: the crash screen, not another reload.
  await page.route('**/assets/CoverageExportPage-*.js', (route) => route.fulfill({ status: 404, body: '' }))
  await page.getByRole('menu', { name: 'Main menu' }).getByRole('link', { name: 'Coverage Tools' }).click()
  await expect(page).toHaveURL(/\/coverage$/)
  await expect(page.getByRole('heading', { name: 'Push Notifications' })).toBeHidden({ timeout: 30_000 })
  await page.waitForLoadState('load')
  // Reloaded once for /coverage (a new address), then the crash screen there.
  await expect(page.getByText('Sorry, something went wrong.')).toBeVisible({ timeout: 30_000 })
  await page.waitForTimeout(2_000)
  expect(loads).toBe(2)
  await expect(page.getByText('Sorry, something went wrong.')).toBeVisible()
})
