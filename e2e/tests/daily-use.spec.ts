import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test, type Locator } from '@playwright/test'
import { dialogOpened } from '../support/dialogs'
import { screenshot, signedIn } from '../support/session'
import { apiInPage, austinStoreRows, fillTemplate } from '../support/store-list-helpers'

// Fixed demo missions (apps/server/src/db/seed/demo-identities.ts).
const ENABLED = 'MENABLED0001'
const CLOSED = 'MCLOSED00001'
const ANYWHERE = 'MANYWHERE001'
const SELF_FUNDED_CAMPAIGN = 'CSELFFUNDED1'

test.beforeEach(async ({ page }) => {
  await signedIn(page)
  await expect(page).toHaveURL(/\/customers/)
})

test('every edit route of a closed mission says why instead of opening its form', async ({ page }) => {
  for (const route of ['edit', 'brief', 'anywhere_mission/edit', 'form/edit', 'cap_periods', 'reprice', 'extend']) {
    await page.goto(`/missions/${CLOSED}/${route}`)
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByText('This Mission is closed. No further changes can be made.'), route).toBeVisible()
    await expect(dialog.locator('input, textarea'), route).toHaveCount(0)
    if (route === 'edit') await screenshot(page, 'mission-closed-edit-route')
    await dialogOpened(dialog)
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click()
    await expect(page).toHaveURL(new RegExp(`/missions/${CLOSED}$`))
  }
  // Its groups take no more work either: none shows as Available.
  const groups = page.getByRole('tabpanel').getByRole('table')
  await expect(groups.getByText('Closed').first()).toBeVisible()
  await expect(groups.getByText('Available', { exact: true })).toHaveCount(0)
})

test('a price above the limit keeps what was typed and says the range', async ({ page }) => {
  await page.goto(`/missions/${ENABLED}/edit`)
  const dialog = page.getByRole('dialog')
  const basePrice = dialog.getByLabel('Base Price')
  await basePrice.fill('5001')
  await basePrice.blur()
  await expect(dialog.getByText('Enter a number equal to or below 5000')).toBeVisible()
  await expect(basePrice).toHaveValue('5001')
  await screenshot(page, 'mission-form-price-range')

  await page.goto(`/missions/${ANYWHERE}/anywhere_mission/edit`)
  const anywhere = page.getByRole('dialog')
  await anywhere.getByLabel('Base Price').fill('5001')
  await anywhere.getByLabel('Frequency Cap').fill('10001')
  await anywhere.getByRole('button', { name: /save|ok/i }).click()
  await expect(anywhere.getByText('Enter a number equal to or below 5000')).toBeVisible()
  await expect(anywhere.getByText('Enter a number equal to or below 10000')).toBeVisible()
  await expect(anywhere.getByLabel('Base Price')).toHaveValue('5001')
  await expect(anywhere.getByLabel('Frequency Cap')).toHaveValue('10001')
})

test('a mission picker tells missions of the same name apart; the coverage dates read as dates', async ({ page }) => {
  await page.goto('/coverage')
  await expect(page.getByRole('heading', { name: 'Coverage Data Export' })).toBeVisible()
  await page.getByLabel('Reference Mission').click()
  // Searching by identity finds the mission, and the option names its customer, campaign and identity.
  await page.getByLabel('Reference Mission').fill('MSCALE10KPIN')
  const option = page.locator('.ant-select-item-option').first()
  await expect(option).toHaveText(/^Northwind Beverages · .+ · Holiday Endcap Audit \d{4} · MSCALE10KPIN$/)
  await screenshot(page, 'coverage-mission-picker')
  await page.keyboard.press('Escape')
  await expect(page.getByPlaceholder('Start date')).toHaveValue(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/)
  await expect(page.getByPlaceholder('End date')).toHaveValue(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/)
})

test('the store-list upload refuses a .csv with a message, says how rows are numbered, and keeps "N more errors" in sight', async ({ page }) => {
  await page.goto(`/campaigns/${SELF_FUNDED_CAMPAIGN}/store-lists/new`)
  await expect(page.getByRole('heading', { name: 'Upload Store List' })).toBeVisible()
  // The hint agrees with the messages, which call the first store Row 3 (001 §5).
  await expect(page.getByText('row 1 holds the column names, then one store per row. Messages call the first store Row 3.')).toBeVisible()

  await page.locator('input[type=file]').setInputFiles({ name: 'stores.csv', mimeType: 'text/csv', buffer: Buffer.from('org_name,city\nAcme,Austin\n') })
  await expect(page.getByText('stores.csv is not a store list: only .xls and .xlsx spreadsheets can be uploaded.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Add Stores', disabled: false })).toHaveCount(0)

  // 130 rows with a bad zip each: 100 errors listed, the rest counted below the list, not inside its scroll box.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-daily-upload-'))
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /Download Template/ }).click()])
  const templatePath = path.join(dir, 'template.xlsx')
  await download.saveAs(templatePath)
  const rows = austinStoreRows(130, { wiser_mission_id: ENABLED, group_name: 'Bad zips', org_name: 'Daily Use Market' }, () => ({ postal_code: '787011' }))
  const file = path.join(dir, 'bad-zips.xlsx')
  fillTemplate(templatePath, rows, file)
  await page.locator('input[type=file]').setInputFiles(file)
  await expect(page.getByTestId('upload-errors')).toContainText('Row 3: Invalid US zip code: 787011')
  const more = page.getByTestId('upload-errors-more')
  await expect(more).toHaveText(/^\d+ more errors not shown\.\.\.$/)
  await expect(page.getByTestId('upload-errors').getByText(/more errors not shown/)).toHaveCount(0)
  await more.scrollIntoViewIfNeeded()
  await expect(more).toBeInViewport()
  await screenshot(page, 'store-list-upload-more-errors')
})

test('the store search pages name the customer they were opened for in the breadcrumb', async ({ page }) => {
  await page
    .getByRole('link', { name: /Crisp Valley Snacks/ })
    .first()
    .click()
  await expect(page).toHaveURL(/\/customers\/[A-Z0-9]{12}$/)
  await page.getByRole('button', { name: 'I need to find Stores' }).click()
  await expect(page).toHaveURL(/\/store_select\?customer=/)
  const crumbs = page.locator('.ant-breadcrumb')
  await expect(crumbs.getByRole('link', { name: 'Customer: Crisp Valley Snacks' })).toBeVisible()
  await page.goBack()
  await page.getByRole('button', { name: 'I have a Store List' }).click()
  await expect(page).toHaveURL(/\/store_match\/new\?customer=/)
  await expect(crumbs.getByRole('link', { name: 'Customer: Crisp Valley Snacks' })).toBeVisible()
  await screenshot(page, 'store-match-breadcrumb')
})

test('Reprice opened from the Pins tab keeps the Pins tab behind it, and closing comes back to it', async ({ page }) => {
  await page.goto(`/missions/${ENABLED}?tab=pins`)
  await expect(page.getByRole('tab', { name: 'Pins', selected: true })).toBeVisible()
  await page.getByRole('button', { name: 'Reprice Pins' }).click()
  const dialog = page.getByRole('dialog').filter({ hasText: 'Reprice Pins' })
  await expect(dialog).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/missions/${ENABLED}/reprice\\?tab=pins$`))
  await expect(page.getByRole('tab', { name: 'Pins', selected: true })).toBeVisible()
  await screenshot(page, 'reprice-over-pins-tab')
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(page).toHaveURL(new RegExp(`/missions/${ENABLED}\\?tab=pins$`))
  await expect(page.getByRole('tab', { name: 'Pins', selected: true })).toBeVisible()
})

/** Types a range into an antd range picker as staff do: start, Enter, end, Enter. */
async function typeRange(field: Locator, start: string, end: string) {
  const inputs = field.locator('input')
  await inputs.first().click()
  await inputs.first().fill(start)
  await inputs.first().press('Enter')
  await inputs.last().fill(end)
  await inputs.last().press('Enter')
}

test('a typed date the rules refuse stays in the box and the field says why', async ({ page }) => {
  // Add Mission: a range after the campaign ends names the campaign's last day.
  await page.goto(`/campaigns/${SELF_FUNDED_CAMPAIGN}/missions/new`)
  const dialog = page.getByRole('dialog')
  const dates = dialog.locator('.ant-form-item').filter({ hasText: 'Date Range' })
  await expect(dates).toContainText("the campaign's dates.")
  await typeRange(dates, 'Jan 1, 2035', 'Jan 2, 2035')
  await expect(dates.getByText(/^Must not be after [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible()
  await expect(dates.getByText('This field is required.')).toHaveCount(0)
  await expect(dates.locator('input').first()).toHaveValue('Jan 1, 2035')
  await screenshot(page, 'mission-form-date-outside-campaign')

  // A cap period starting tomorrow overlaps the period that ends tomorrow, and says which one.
  await page.goto('/missions/MCUSTOMCAP01/cap_periods')
  const periods = page.getByRole('dialog')
  await periods.getByRole('button', { name: /Add/ }).first().click()
  const periodDates = periods.locator('.ant-form-item').filter({ hasText: 'Date Range' })
  const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })
  await typeRange(periodDates, tomorrow, tomorrow)
  await expect(periodDates.getByText(/^Overlaps the cap period .+/)).toBeVisible()
  await expect(periodDates.getByText('This field is required.')).toHaveCount(0)
  await screenshot(page, 'cap-period-overlap')
})

test('Edit Campaign offers the current customers, and saving moves the campaign to the one chosen', async ({ page }) => {
  const name = `Moving campaign ${Date.now().toString(36)}`
  const { campaign } = await apiInPage<{ campaign: { identity: string } }>(page, '/customers/CNORTHWIND01/campaigns', {
    method: 'POST',
    body: { campaign: { name, description: 'Moves between customers', start_date: '2026-12-01', end_date: '2027-03-31', self_funded: true } },
  })
  await page.goto(`/campaigns/${campaign.identity}/edit`)
  const dialog = page.getByRole('dialog', { name: 'Edit Campaign' })
  const customer = dialog.getByLabel('Customer')
  const customerItem = dialog.locator('.ant-form-item').filter({ has: page.locator('label', { hasText: /^Customer$/ }) })
  await expect(customerItem).toContainText('Northwind Beverages')
  await customer.click()
  await customer.fill('Crisp')
  await customer.press('Enter')
  await expect(customerItem).toContainText('Crisp Valley Snacks')
  await screenshot(page, 'campaign-edit-customer')
  await dialog.getByRole('button', { name: 'Save Campaign' }).click()
  await expect(page).toHaveURL(new RegExp(`/campaigns/${campaign.identity}$`))
  await expect(page.locator('.ant-breadcrumb')).toContainText('Crisp Valley Snacks')
})
