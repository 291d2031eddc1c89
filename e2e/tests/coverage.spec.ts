import fs from 'node:fs'
import * as XLSX from '@e965/xlsx'
import { expect, test, type Page } from '@playwright/test'
import { screenshot, signedIn } from '../support/session'

const MISSION = 'MENABLED0001'
const ymd = (date: Date) => date.toISOString().slice(0, 10)
const yearsAgo = (years: number) => {
  const date = new Date()
  date.setFullYear(date.getFullYear() - years)
  return ymd(date)
}

async function bearer(page: Page): Promise<string> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('mc.session') ?? '{}').idToken as string)
}

async function chooseMission(page: Page): Promise<string> {
  const { activeMissions } = await (
    await page.request.post('/api/graphql', {
      headers: { authorization: `Bearer ${await bearer(page)}` },
      data: { query: '{ activeMissions(limit: 10000) { identity name } }' },
    })
  )
    .json()
    .then((body) => body.data)
  const mission = activeMissions.find((m: { identity: string }) => m.identity === MISSION)
  expect(mission).toBeTruthy()
  await page.getByLabel('Reference Mission').click()
  await page.getByLabel('Reference Mission').fill(mission.name)
  // Same-named missions are told apart by customer · campaign and the identity.
  await page.locator('.ant-select-item-option').filter({ hasText: MISSION }).click()
  // Once chosen, the box keeps the identity whole at its end, whatever the label's length.
  const box = (await page.locator('.ant-form-item').filter({ hasText: 'Reference Mission' }).locator('.ant-select').boundingBox())!
  const identity = (await page.locator('.ant-form-item').filter({ hasText: 'Reference Mission' }).locator('.ant-select').getByText(MISSION).boundingBox())!
  expect(identity.x + identity.width).toBeLessThanOrEqual(box.x + box.width)
  expect(identity.width).toBeGreaterThan(40)
  return mission.name
}

// The report job shares the embedded database with every request: on a busy machine it takes a while.
test.setTimeout(240_000)

test.beforeEach(async ({ page }) => {
  await signedIn(page)
  await expect(page).toHaveURL(/\/customers/)
})

test('generate a coverage report, see its summary and map, download .xlsx and .csv', async ({ page }) => {
  await page.getByRole('menu', { name: 'Main menu' }).getByRole('link', { name: 'Coverage Tools' }).click()
  await expect(page.getByRole('heading', { name: 'Coverage Data Export' })).toBeVisible()
  await chooseMission(page)
  await screenshot(page, 'coverage-mission-chosen')
  await page.getByRole('button', { name: 'Generate Report' }).click()
  await expect(page).toHaveURL(/report=[A-Z0-9]{12}/, { timeout: 60_000 })
  await expect(page.getByText('Median active bees per pin')).toBeVisible({ timeout: 150_000 })
  const map = page.getByRole('region', { name: 'Coverage map' })
  await expect(map.locator('canvas').first()).toBeVisible()
  await expect(page.getByLabel('Map legend')).toContainText('No active bees')
  const pins = Number(
    (await page.locator('.ant-statistic').filter({ hasText: 'Pins' }).first().locator('.ant-statistic-content-value').innerText()).replace(/,/g, ''),
  )
  expect(pins).toBeGreaterThan(0)
  // The recent reports say how long the report took, from the request to done.
  const recent = page.locator('.ant-card').filter({ hasText: 'Recent Reports' })
  await expect(recent.getByRole('columnheader', { name: 'Took' })).toBeVisible()
  const tookColumn = await recent
    .locator('thead th')
    .allInnerTexts()
    .then((titles) => titles.indexOf('Took'))
  await expect(recent.locator('tbody tr').first().locator('td').nth(tookColumn)).toHaveText(/^(\d+\.\d s|\d+ min \d+ s)$/)
  await screenshot(page, 'coverage-report')

  const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download .xlsx' }).click()])
  expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/)
  const book = XLSX.read(fs.readFileSync((await xlsx.path())!), { type: 'buffer' })
  const sheet: unknown[][] = XLSX.utils.sheet_to_json(book.Sheets[book.SheetNames[0]!]!, { header: 1 })
  expect(sheet.length - 1).toBe(pins)
  expect(sheet.flat().some((cell) => typeof cell === 'string' && cell.startsWith('='))).toBe(false)

  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download .csv' }).click()])
  expect(csv.suggestedFilename()).toMatch(/\.csv$/)
  const lines = fs
    .readFileSync((await csv.path())!, 'utf8')
    .trim()
    .split(/\r?\n/)
  expect(lines.length - 1).toBe(pins)
})

test('a date range starting four years ago is refused with a message, in the browser and by the API', async ({ page }) => {
  await page.goto('/coverage')
  await chooseMission(page)
  const start = yearsAgo(4)
  const startInput = page.getByPlaceholder('Start date')
  await startInput.click()
  await startInput.fill(start)
  await startInput.press('Enter')
  // Leave the picker by clicking the page title, not by Enter: Enter would also submit the form
  // before the picker commits the new range.
  await page.getByRole('heading', { level: 1 }).first().click()
  // Typed as YYYY-MM-DD, shown as the console shows dates.
  await expect(startInput).toHaveValue(new Date(`${start}T00:00`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' }))
  await page.getByRole('button', { name: 'Generate Report' }).click()
  await expect(page.getByText(/^Start date: Must not be before /)).toBeVisible()
  await expect(page).not.toHaveURL(/report=/)
  await screenshot(page, 'coverage-date-refused')

  const response = await page.request.post('/api/coverage_reports', {
    headers: { authorization: `Bearer ${await bearer(page)}` },
    data: { coverage_report: { missionIdentity: MISSION, radiusMiles: 10, startDate: start, endDate: ymd(new Date()) } },
  })
  expect(response.status()).toBe(400)
  const body = await response.json()
  expect(body.fields.startDate[0]).toMatch(/^Must not be before /)
})
