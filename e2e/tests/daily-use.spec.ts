import { expect, test } from '@playwright/test'
import { screenshot, signIn } from '../support/session'

// Fixed demo missions (apps/server/src/db/seed/demo-identities.ts).
const ENABLED = 'MENABLED0001'
const CLOSED = 'MCLOSED00001'
const ANYWHERE = 'MANYWHERE001'

test.beforeEach(async ({ page }) => {
  await signIn(page)
  await expect(page).toHaveURL(/\/customers/)
})

test('every edit route of a closed mission says why instead of opening its form', async ({ page }) => {
  for (const route of ['edit', 'brief', 'anywhere_mission/edit', 'form/edit', 'cap_periods', 'reprice', 'extend']) {
    await page.goto(`/missions/${CLOSED}/${route}`)
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByText('This Mission is closed. No further changes can be made.'), route).toBeVisible()
    await expect(dialog.locator('input, textarea'), route).toHaveCount(0)
    if (route === 'edit') await screenshot(page, 'mission-closed-edit-route')
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
  // Searching by identity finds the mission, and the option names its campaign and identity.
  await page.getByLabel('Reference Mission').fill('MSCALE10KPIN')
  const option = page.locator('.ant-select-item-option').first()
  await expect(option).toHaveText(/^.+ · .+ · MSCALE10KPIN$/)
  await screenshot(page, 'coverage-mission-picker')
  await page.keyboard.press('Escape')
  await expect(page.getByPlaceholder('Start date')).toHaveValue(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/)
  await expect(page.getByPlaceholder('End date')).toHaveValue(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/)
})
