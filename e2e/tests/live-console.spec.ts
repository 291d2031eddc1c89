import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test, type Page, type Request } from '@playwright/test'
import { ADMIN, OPS, screenshot, signedIn, signIn } from '../support/session'
import { startChildServer, type ChildServer } from '../../apps/server/src/ops/child-server.test-helper'
import { databaseUrl } from '../support/database'
import { holdBackgroundWork } from '../support/holds'
import { apiInPage, austinStoreRows, createTestMission, fillTemplate, graphqlInPage } from '../support/store-list-helpers'

// The live console (issue 36): what a colleague or a job changes shows on an open screen without a
// reload or a poll, and the console falls back to polling on its own when the channel is blocked.

const ENABLED = 'MENABLED0001'
const CAMPAIGN = 'CSELFFUNDED1'
const EVENTS = '/api/events'

/** The channel's state, as the console writes it on <html> for tests (shared/live/live.ts). */
const liveStatus = (page: Page, status: 'live' | 'polling' | 'off', timeout = 20_000) =>
  expect(page.locator('html')).toHaveAttribute('data-live-status', status, { timeout })

const selectableRows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row').filter({ has: page.locator('input[type=checkbox]:not([disabled])') })
const pinTotal = async (page: Page) => Number((await page.locator('.ant-pagination-total-text').innerText()).replace(/[^0-9]/g, ''))

/** Marks the page's document: still there later means the page was never reloaded. */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { liveMark: number }).liveMark = 42))
const stillSameDocument = (page: Page) => page.evaluate(() => (window as unknown as { liveMark?: number }).liveMark === 42)

test('two users: one pauses pins, the other sees the Pins tab, its count and who did it, without a reload', async ({ page, browser }) => {
  test.setTimeout(120_000)
  await signedIn(page, ADMIN)
  const watcherContext = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const watcher = await watcherContext.newPage()
  let keys: string[] = []
  try {
    await signedIn(watcher, OPS)
    const running = `/missions/${ENABLED}?tab=pins&pinsRunning=RUNNING`
    await watcher.goto(running)
    // The Pins tab's table loads its code first: a while on a busy machine.
    await expect(selectableRows(watcher).first()).toBeVisible({ timeout: 45_000 })
    await liveStatus(watcher, 'live')
    await markDocument(watcher)
    const before = await pinTotal(watcher)
    keys = [await selectableRows(watcher).nth(0).getAttribute('data-row-key'), await selectableRows(watcher).nth(1).getAttribute('data-row-key')] as string[]

    // The admin pauses two of the pins the other user is looking at.
    await page.goto(running)
    await expect(selectableRows(page).first()).toBeVisible({ timeout: 45_000 })
    for (const key of keys) await page.locator(`tr[data-row-key="${key}"] input[type=checkbox]`).check()
    await page.getByRole('button', { name: 'Pause' }).click()
    await expect(page.getByText('Successfully edited 2 pin(s)')).toBeVisible()
    const adminName = await page.evaluate(() => JSON.parse(localStorage.getItem('mc.session')!).profile.name as string)

    // The other user is told who did it at once (the toast stays a few seconds), and their Pins
    // tab drops the two pins and counts two fewer.
    const notice = watcher.locator('.ant-notification-notice').filter({ hasText: 'paused 2 pins' })
    await expect(notice).toBeVisible({ timeout: 10_000 })
    await screenshot(watcher, 'live-colleague-notice')
    await expect(notice).toContainText(`${adminName} paused 2 pins`)
    for (const key of keys) await expect(watcher.locator(`tr[data-row-key="${key}"]`)).toHaveCount(0, { timeout: 10_000 })
    await expect.poll(() => pinTotal(watcher), { timeout: 10_000 }).toBe(before - 2)
    // Nothing of the sort on the admin's own screen: it was their change.
    await expect(page.locator('.ant-notification-notice').filter({ hasText: `${adminName} paused` })).toHaveCount(0)
    expect(await stillSameDocument(watcher)).toBe(true)
  } finally {
    // The two pins resumed again through the API, so the other specs see the demo data as seeded.
    if (keys.length > 0)
      await graphqlInPage(page, `mutation($pins: [PinActionInput!]!) { actionPinBulk(pins: $pins) { count } }`, {
        pins: keys.map((identity) => ({ identity, action: 'RESUME' })),
      })
    await watcherContext.close()
  }
})

/** The GraphQL report query of a store list (not its rows), as the page sends it. */
const isReportQuery = (request: Request) => request.url().endsWith('/api/graphql') && /GetMissionDeployTemplate\(/.test(request.postData() ?? '')

test('a store list report moves live to PROCESSED: the progress bar is seen mid-list, without polling the report', async ({ page }) => {
  test.setTimeout(240_000)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-live-list-'))
  await signedIn(page)
  const tag = Date.now().toString(36).toUpperCase()
  const mission = await createTestMission(page, CAMPAIGN, `Live list e2e ${tag}`)
  // Enough new stores that processing takes seconds on the embedded database (rows that create stores are the slow kind).
  const stores = austinStoreRows(1_500, { wiser_mission_id: mission.identity, group_name: 'Live', group_cap: 10, org_name: `E2E Live ${tag}` }, (i) => ({
    store_number: `L${i + 1}`,
    street_address: `${1000 + i} S Lamar Blvd`,
  }))
  // The channel is opened by a screen that follows changes (the campaign's lists), and stays open
  // through in-app navigation: live before the upload, so no progress event can come before it.
  await page.goto(`/campaigns/${CAMPAIGN}/store-lists`)
  await liveStatus(page, 'live')
  await page.getByRole('link', { name: /Upload Store List/ }).click()
  await expect(page).toHaveURL(/\/store-lists\/new$/)
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /Download Template/ }).click()])
  const templatePath = path.join(dir, 'template.xlsx')
  await download.saveAs(templatePath)
  const file = path.join(dir, `live-${tag}.xlsx`)
  fillTemplate(templatePath, stores, file)
  await page.locator('input[type=file]').setInputFiles(file)

  const reportQueries: number[] = []
  page.on('request', (request) => {
    if (isReportQuery(request)) reportQueries.push(Date.now())
  })
  // Every value the bar shows, as the page draws it: the list can process in a second or two, too
  // quickly for the test's own reads to catch each step.
  await page.evaluate(() => {
    const drawn: number[] = ((window as unknown as { barPercents: number[] }).barPercents = [])
    new MutationObserver(() => {
      const value = document.querySelector('[data-testid="store-list-progress"]')?.getAttribute('data-percent')
      if (value != null && drawn.at(-1) !== Number(value)) drawn.push(Number(value))
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-percent'] })
  })
  // The list processes in a second or two, about the time a screenshot takes (every picture came
  // out at 100 %): the job is held after each batch until the bar has been seen and pictured mid-list.
  const release = holdBackgroundWork('store-list-batch')
  let liveSince = 0
  try {
    await page.getByRole('button', { name: 'Add Stores' }).click()
    // Writing 1,500 rows takes a while on a busy machine.
    await expect(page.getByRole('heading', { name: 'Store List Upload Report' })).toBeVisible({ timeout: 90_000 })
    await liveStatus(page, 'live')
    liveSince = Date.now()
    const percent = async () => Number(await page.getByTestId('store-list-progress').getAttribute('data-percent'))
    await expect.poll(percent, { timeout: 60_000 }).toBeGreaterThan(0)
    expect(await percent()).toBeLessThan(100)
    await expect(page.getByTestId('store-list-status')).not.toHaveText('PROCESSED')
    await expect(page.locator('.ant-statistic').filter({ hasText: 'Total Rows' })).toContainText('1,500')
    await screenshot(page, 'live-store-list-progress-midway')
    // Still mid-list after the picture: it shows the bar part-way.
    expect(await percent()).toBeGreaterThan(0)
    expect(await percent()).toBeLessThan(100)
  } finally {
    release()
  }

  await expect(page.getByTestId('store-list-status')).toHaveText('PROCESSED', { timeout: 180_000 })
  await expect(page.getByTestId('store-list-progress')).toHaveAttribute('data-percent', '100')
  // What the bar showed between 0 and 100 %.
  const drawn = await page.evaluate(() => (window as unknown as { barPercents: number[] }).barPercents)
  const midway = new Set(drawn.filter((percent) => percent > 0 && percent < 100))
  // The bar moved through several values on the way, each from a progress event: once the channel
  // was live the report itself was asked for at most twice (the list's PROCESSED, and the first
  // live catch-up), never every 10 s.
  expect(midway.size).toBeGreaterThanOrEqual(2)
  expect(reportQueries.filter((at) => at > liveSince).length).toBeLessThanOrEqual(2)
  await expect(page.locator('.ant-statistic').filter({ hasText: 'Pins Created' })).toContainText('1,500')
})

/** When the page asked for one coverage report's JSON (not the recent reports' list). */
const reportRequestTimes = (page: Page) => {
  const times: number[] = []
  page.on('request', (request) => {
    if (/\/api\/coverage_reports\/[A-Z0-9]+\.json$/.test(request.url())) times.push(Date.now())
  })
  return times
}

async function generateCoverageReport(page: Page): Promise<void> {
  await page.getByRole('menu', { name: 'Main menu' }).getByRole('link', { name: 'Coverage Tools' }).click()
  await expect(page.getByRole('heading', { name: 'Coverage Data Export' })).toBeVisible()
  await page.getByLabel('Reference Mission').click()
  await page.getByLabel('Reference Mission').fill(ENABLED)
  await page.locator('.ant-select-item-option').filter({ hasText: ENABLED }).first().click()
  await page.getByRole('button', { name: 'Generate Report' }).click()
  await expect(page).toHaveURL(/report=[A-Z0-9]{12}/, { timeout: 60_000 })
}

/** The report view while its job runs (QUEUED or RUNNING). */
const RUNNING_REPORT = /Waiting for a worker…|Generating the report…/

test('a coverage report appears when it is done, told by the channel, not found by polling', async ({ page }) => {
  test.setTimeout(120_000)
  await signedIn(page)
  await expect(page).toHaveURL(/\/customers/)
  await liveStatus(page, 'live')
  const requests = reportRequestTimes(page)
  // The report is computed in a second or two: its job is held before it is marked done, so the
  // page shows it running for as long as the test needs.
  const release = holdBackgroundWork('coverage-report-done')
  let releasedAt: number | undefined
  try {
    await generateCoverageReport(page)
    await expect(page.getByText(RUNNING_REPORT)).toBeVisible({ timeout: 30_000 })
    // Longer than three of the 1.5 s polls the report view makes while the channel is down
    // (use-coverage-report.ts): with the channel live, it asks once and waits.
    await page.waitForTimeout(5_000)
    await expect(page.getByText(RUNNING_REPORT)).toBeVisible()
    expect(requests).toHaveLength(1)
    await liveStatus(page, 'live', 1_000)
    releasedAt = Date.now()
  } finally {
    release()
  }
  await expect(page.getByText('Median active bees per pin')).toBeVisible({ timeout: 60_000 })
  // Asked for once more, after the job was let go: when its event said it was done.
  expect(requests).toHaveLength(2)
  expect(releasedAt).toBeDefined()
  expect(requests[1]).toBeGreaterThan(releasedAt!)
  await liveStatus(page, 'live', 1_000)
})

test('with the channel blocked (a proxy), the console polls as before: a store list report still reaches PROCESSED', async ({ page }) => {
  test.setTimeout(180_000)
  await page.route(`**${EVENTS}`, (route) => route.abort('blockedbyclient'))
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-live-blocked-'))
  await signedIn(page)
  await expect(page).toHaveURL(/\/customers/)
  await liveStatus(page, 'polling')
  const tag = Date.now().toString(36).toUpperCase()
  const mission = await createTestMission(page, CAMPAIGN, `Blocked channel e2e ${tag}`)
  const stores = austinStoreRows(60, { wiser_mission_id: mission.identity, group_name: 'Blocked', group_cap: 10, org_name: `E2E Blocked ${tag}` }, (i) => ({
    store_number: `B${i + 1}`,
    street_address: `${300 + i} E Cesar Chavez St`,
  }))
  await page.goto(`/campaigns/${CAMPAIGN}/store-lists/new`)
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /Download Template/ }).click()])
  const templatePath = path.join(dir, 'template.xlsx')
  await download.saveAs(templatePath)
  const file = path.join(dir, `blocked-${tag}.xlsx`)
  fillTemplate(templatePath, stores, file)
  await page.locator('input[type=file]').setInputFiles(file)
  // The list's status as each answer of the report query gave it.
  const answered: string[] = []
  page.on('response', async (response) => {
    if (isReportQuery(response.request()))
      answered.push(((await response.json()) as { data: { missionDeployTemplate: { status: string } } }).data.missionDeployTemplate.status)
  })
  await page.getByRole('button', { name: 'Add Stores' }).click()
  await expect(page.getByRole('heading', { name: 'Store List Upload Report' })).toBeVisible()
  // No event can come: the report's 10 s poll finds it done, as before the live console.
  await expect(page.getByTestId('store-list-status')).toHaveText('PROCESSED', { timeout: 90_000 })
  await expect(page.getByTestId('store-list-progress')).toHaveAttribute('data-percent', '100')
  await liveStatus(page, 'polling', 1_000)
  // Unless the list was done by the first answer, it was found done by asking again.
  if (answered[0] !== 'PROCESSED') expect(answered.length).toBeGreaterThanOrEqual(2)
  expect(answered.at(-1)).toBe('PROCESSED')
})

test('the channel closes at logout, and does not come back with the ended session', async ({ page }) => {
  await signIn(page, ADMIN)
  await expect(page).toHaveURL(/\/customers/, { timeout: 30_000 })
  await liveStatus(page, 'live')
  // The stream's request ends (aborted by the console, or closed by the server) once Logout is chosen.
  let ended = false
  const isStream = (request: Request) => request.url().endsWith(EVENTS)
  page.on('requestfailed', (request) => (ended ||= isStream(request)))
  page.on('requestfinished', (request) => (ended ||= isStream(request)))
  const asked: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith(EVENTS)) asked.push(request.url())
  })
  await page.getByRole('button', { name: /^Logged in as/ }).click()
  await page.getByRole('menuitem', { name: 'Logout' }).click()
  await expect.poll(() => ended, { timeout: 10_000 }).toBe(true)
  await expect(page).toHaveURL(/\/login$/)
  await page.waitForTimeout(3_000)
  expect(asked).toEqual([])
})

/** Every chunk each live stream of the page delivered, per stream in the order they were asked for (window.liveStreams). */
function recordLiveStreams(): void {
  const streams: string[][] = ((window as unknown as { liveStreams: string[][] }).liveStreams = [])
  const original = window.fetch.bind(window)
  window.fetch = async (input, init) => {
    const response = await original(input, init)
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    if (!url.endsWith('/api/events') || !response.body) return response
    // The console reads one copy of the body, this reads the other.
    const [mine, theirs] = response.body.tee()
    const chunks: string[] = []
    streams.push(chunks)
    void (async () => {
      const reader = mine.getReader()
      const decoder = new TextDecoder()
      for (;;) {
        const { done, value } = await reader.read()
        if (done) return
        chunks.push(decoder.decode(value, { stream: true }))
      }
    })().catch(() => undefined)
    return new Response(theirs, { status: response.status, statusText: response.statusText, headers: response.headers })
  }
}

interface LiveFrame {
  event?: string
  data?: { type?: string; resource?: string; id?: string }
}

/** A stream's text as its frames (event and, for a change, its data). */
const framesOf = (text: string): LiveFrame[] =>
  text.split('\n\n').map((block) => {
    const lines = block.split('\n')
    const event = lines.find((line) => line.startsWith('event: '))?.slice('event: '.length)
    const data = lines.find((line) => line.startsWith('data: '))?.slice('data: '.length)
    return { event, data: event === 'change' && data ? (JSON.parse(data) as LiveFrame['data']) : undefined }
  })

test('the console reconnects when its API process restarts, and gets what changed while it was down by resuming', async ({ page, browser }) => {
  test.setTimeout(240_000)
  // A second API process of its own (the e2e server cannot be restarted), on this run's database
  // as a second process behind a load balancer would be: a change made through the e2e server while
  // it is down is what the restarted process must not lose.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-live-restart-'))
  const env = { DATABASE_URL: databaseUrl(), DATA_DIR: dataDir, RUN_JOBS_IN_PROCESS: 'false', NODE_ENV: 'test' }
  let server: ChildServer | undefined
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  await signedIn(page)
  const [customer] = (await apiInPage<{ customers: { identity: string; description: string }[] }>(page, '/customers')).customers
  const describeCustomer = (description: string) =>
    apiInPage(page, `/customers/${customer!.identity}`, { method: 'PATCH', body: { customer: { description } } })
  const tag = Date.now().toString(36).toUpperCase()
  try {
    server = await startChildServer(env)
    const base = `http://localhost:${server.port}`
    const watcher = await context.newPage()
    await watcher.addInitScript(recordLiveStreams)
    const streamsNow = () => watcher.evaluate(() => (window as unknown as { liveStreams: string[][] }).liveStreams.map((chunks) => chunks.join('')))
    const asked: (string | undefined)[] = []
    watcher.on('request', (request) => {
      if (request.url() === `${base}${EVENTS}`) asked.push(request.headers()['last-event-id'])
    })
    await signIn(watcher, ADMIN, `${base}/`)
    await expect(watcher.getByRole('heading', { name: 'Customers' })).toBeVisible({ timeout: 30_000 })
    await watcher.goto(`${base}/customers/${customer!.identity}`)
    await liveStatus(watcher, 'live', 30_000)
    await markDocument(watcher)
    const streamsBefore = asked.length
    const pageStreamsBefore = (await streamsNow()).length

    // The process the console is connected to stops (as a rolling restart stops it); meanwhile a
    // colleague changes the customer through another process.
    server.child.kill('SIGTERM')
    await Promise.race([server.exited, new Promise((resolve) => setTimeout(resolve, 30_000))])
    await server.stop()
    const whileDown = `Changed while the API was down ${tag}`
    await describeCustomer(whileDown)
    server = await startChildServer({ ...env, PORT: String(server.port) })

    // Back to live, on the same page: the change made meanwhile shows. The status alone cannot say
    // so: it stays `live` through the grace period after a drop (live-connection.ts), and on a loaded
    // machine the restart outlasts it; a stream asked for after the drop that got its `ready` is the reconnection.
    await expect
      .poll(async () => (await streamsNow()).slice(pageStreamsBefore).some((stream) => stream.includes('event: ready')), { timeout: 90_000, intervals: [250] })
      .toBe(true)
    await liveStatus(watcher, 'live', 10_000)
    await expect(watcher.getByText(whileDown).first()).toBeVisible({ timeout: 10_000 })
    // It came by resuming: the reconnection said where it had got to, and the restarted process
    // replayed the change (sent before its `ready`).
    const resumedFrom = asked.slice(streamsBefore).filter(Boolean)
    expect(resumedFrom.length).toBeGreaterThan(0)
    const streams = await streamsNow()
    const isTheChange = (frame: LiveFrame) =>
      frame.event === 'change' && frame.data?.type === 'record.changed' && frame.data.resource === 'customer' && frame.data.id === customer!.identity
    const replayedBeforeReady = streams.map(framesOf).some((frames) => {
      const ready = frames.findIndex((frame) => frame.event === 'ready')
      return ready > 0 && frames.slice(0, ready).some(isTheChange)
    })
    expect(replayedBeforeReady, `the page's streams:\n${streams.join('\n---\n')}`).toBe(true)

    // A change after the restart shows at once, without a reload.
    const afterRestart = `Changed after the restart ${tag}`
    await describeCustomer(afterRestart)
    await expect(watcher.getByText(afterRestart).first()).toBeVisible({ timeout: 10_000 })
    expect(await stillSameDocument(watcher)).toBe(true)
    await liveStatus(watcher, 'live', 1_000)
  } finally {
    await describeCustomer(customer!.description ?? '')
    await context.close()
    await server?.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
})
