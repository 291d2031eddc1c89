import { expect, test, type Page } from '@playwright/test'
import { screenshot, signedIn } from '../support/session'
import { dialogOpened } from '../support/dialogs'

const csv = (lines: string[]) => ({ name: 'bees.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n')) })
const fileInput = (page: Page) => page.locator('input[type=file]')
// The form's button carries a send icon, so its accessible name starts with the icon's label.
const sendButton = (page: Page) => page.getByRole('button', { name: 'send Send', exact: true })
// Whole flows on a machine shared by many test runs: give each more than the default minute.
test.describe.configure({ timeout: 180_000 })

test.beforeEach(async ({ page }) => {
  await signedIn(page)
  await expect(page).toHaveURL(/\/customers/)
  await page.goto('/notifications')
  await expect(page.getByText('Generate Notification')).toBeVisible()
})

test('a csv of 5 lines, one invalid, 2 of the 4 valid bees with push disabled: 2 of 4 sent, and exactly those 2 delivered', async ({ page }) => {
  // The seed's fixed demo bees: b1000001-4 have push enabled, b1000005-6 have it disabled.
  const title = `Weekend bonus ${Date.now() % 1e6}`
  await expect(page.getByRole('checkbox', { name: 'All Bees' })).toBeChecked()
  await page.getByLabel('Title').fill(title)
  await page.getByLabel('Message').fill('Double points on every mission near you this weekend.')
  await expect(page.getByText('53 / 175')).toBeVisible()
  await fileInput(page).setInputFiles(csv(['b1000001', 'b1000005', 'not-a-bee', 'b1000002', 'b1000006']))
  await expect(page.getByText('bees.csv: 4 bee ids')).toBeVisible()
  await expect(page.getByRole('checkbox', { name: 'All Bees' })).not.toBeChecked()
  await screenshot(page, 'notifications-form')

  await sendButton(page).click()
  const confirm = page.getByRole('dialog', { name: 'Send Notification?' })
  await expect(confirm.getByText('Double points on every mission near you this weekend.')).toBeVisible()
  await expect(confirm.getByText('4 bees from bees.csv')).toBeVisible()
  await screenshot(page, 'notifications-confirm')
  await confirm.getByRole('button', { name: 'Send', exact: true }).click()

  await expect(page.getByText('2 of 4 notifications sent', { exact: true })).toBeVisible()
  await screenshot(page, 'notifications-result')
  await page.getByRole('button', { name: 'OK' }).click()
  // A success resets the form.
  await expect(page.getByLabel('Title')).toHaveValue('')
  await expect(page.getByRole('checkbox', { name: 'All Bees' })).toBeChecked()

  const sent = page.locator('tr.ant-table-row', { hasText: title })
  await expect(sent).toContainText('SENT', { timeout: 20_000 })
  await expect(sent).toContainText('4 listed bees')
  await sent.getByRole('button', { name: /expand/i }).click()
  const delivered = page.getByLabel(/^Delivered to/)
  await expect(delivered.locator('.ant-tag')).toHaveText(['b1000001', 'b1000002'])
  await screenshot(page, 'notifications-past-sends')
})

test("a csv with no valid bee id reads 'Invalid csv contents'; ticking All Bees clears the file", async ({ page }) => {
  await fileInput(page).setInputFiles(csv(['bee_id', 'x1', 'b12']))
  await expect(page.getByText('Invalid csv contents', { exact: true })).toBeVisible()
  await expect(sendButton(page)).toBeDisabled()
  await screenshot(page, 'notifications-invalid-csv')
  await page.getByRole('checkbox', { name: 'All Bees' }).check()
  await expect(page.getByText('Invalid csv contents', { exact: true })).toHaveCount(0)
  await fileInput(page).setInputFiles(csv(['b1000003']))
  await expect(page.getByText('bees.csv: 1 bee id')).toBeVisible()
  await page.getByRole('checkbox', { name: 'All Bees' }).check()
  await expect(page.getByText('bees.csv: 1 bee id')).toHaveCount(0)
})

test('sending to all bees reports the all-bees text', async ({ page }) => {
  // Pasted text over the limit is kept as it is, and the form says why it cannot be sent (never cut silently).
  await page.getByLabel('Title').fill('t'.repeat(61))
  await page.getByLabel('Message').click()
  await expect(page.getByLabel('Title')).toHaveValue('t'.repeat(61))
  await expect(page.getByText('Must not be longer than 60 characters')).toBeVisible()
  await expect(page.getByText('61 / 60')).toBeVisible()
  await page.getByLabel('Title').fill('Store walk reminder')
  await page.getByLabel('Message').fill('Remember to photograph every endcap.')
  await sendButton(page).click()
  const confirm = page.getByRole('dialog', { name: 'Send Notification?' })
  await dialogOpened(confirm)
  await confirm.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(page.getByText('Notifications sent to all bees with push notifications enabled', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'OK' }).click()
})
