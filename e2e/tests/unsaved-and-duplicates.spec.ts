import { expect, test, type Page } from '@playwright/test'
import { screenshot, signedIn } from '../support/session'
import { dialogOpened } from '../support/dialogs'

// Fixed demo records (apps/server/src/db/seed/demo-identities.ts).
const SUNNY_FIELDS = 'CSUNNYFIELDS'

test.use({ viewport: { width: 1440, height: 900 } })

test.beforeEach(async ({ page }) => {
  await signedIn(page)
  await expect(page).toHaveURL(/\/customers/)
})

const prompt = (page: Page) => page.getByRole('dialog', { name: 'Discard your changes?' })

async function openNewCustomer(page: Page) {
  await page.getByRole('button', { name: 'Add Customer' }).click()
  await expect(page).toHaveURL(/\/customers\/new$/)
  const dialog = page.getByRole('dialog', { name: 'New Customer' })
  await dialogOpened(dialog)
  return dialog
}

test('a dirty New Customer form asks before Escape, Back and a reload; a clean one closes at once', async ({ page }) => {
  // Clean: Escape closes without a word.
  let dialog = await openNewCustomer(page)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/customers$/)
  await expect(prompt(page)).toHaveCount(0)

  dialog = await openNewCustomer(page)
  await dialog.getByLabel('Name').fill('Half-typed Customer')

  // Escape asks; Keep Editing keeps what was typed.
  await page.keyboard.press('Escape')
  await expect(prompt(page)).toBeVisible()
  await expect(prompt(page).getByText('What you typed in this form is not saved yet.')).toBeVisible()
  await dialogOpened(prompt(page))
  await screenshot(page, 'unsaved-changes-prompt')
  await prompt(page).getByRole('button', { name: 'Keep Editing' }).click()
  await expect(prompt(page)).toBeHidden()
  await expect(dialog.getByLabel('Name')).toHaveValue('Half-typed Customer')

  // Back asks too.
  await page.goBack()
  await expect(prompt(page)).toBeVisible()
  await prompt(page).getByRole('button', { name: 'Keep Editing' }).click()
  await expect(prompt(page)).toBeHidden()
  await expect(page).toHaveURL(/\/customers\/new$/)
  await expect(dialog.getByLabel('Name')).toHaveValue('Half-typed Customer')

  // A reload (the page's own, as the browser's reload button): the browser's "Leave site?"
  // (beforeunload); staying keeps the form.
  const asked = page.waitForEvent('dialog')
  await page.evaluate(() => setTimeout(() => window.location.reload()))
  const beforeUnload = await asked
  expect(beforeUnload.type()).toBe('beforeunload')
  await beforeUnload.dismiss()
  await expect(dialog.getByLabel('Name')).toHaveValue('Half-typed Customer')

  // Discard Changes closes it.
  await page.keyboard.press('Escape')
  await prompt(page).getByRole('button', { name: 'Discard Changes' }).click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/customers$/)
})

test('a new customer named like an existing one is warned about, one with its Salesforce account is refused', async ({ page }) => {
  // The demo customer's Salesforce id, read from its own form (clean: leaving it asks nothing).
  await page.goto(`/customers/${SUNNY_FIELDS}/edit`)
  const edit = page.getByRole('dialog', { name: 'Edit Customer' })
  await dialogOpened(edit)
  const salesforceId = await edit.getByLabel('Salesforce Customer ID').inputValue()
  expect(salesforceId).toMatch(/^\w{15,18}$/)
  // Its own name and account: no warning about itself.
  await expect(edit.getByTestId('duplicate-name')).toHaveCount(0)
  await page.goto('/customers')

  const dialog = await openNewCustomer(page)
  await dialog.getByLabel('Name').fill('sunny fields  DAIRY')
  const warning = dialog.getByTestId('duplicate-name')
  await expect(warning).toContainText('A customer named “Sunny Fields Dairy” already exists.')
  await expect(warning.getByRole('link', { name: 'Open Sunny Fields Dairy' })).toHaveAttribute('href', `/customers/${SUNNY_FIELDS}`)

  await dialog.getByLabel('Salesforce Customer ID').fill(salesforceId)
  const refusal = dialog.getByTestId('duplicate-salesforce_customer_id')
  await expect(refusal).toContainText('The customer “Sunny Fields Dairy” already has this Salesforce account.')
  await screenshot(page, 'duplicate-customer-warning')

  // Saving anyway: the server refuses the account, the form says why on the field, nothing is created.
  await dialog.getByRole('button', { name: 'Create Customer' }).click()
  await expect(dialog.locator('.ant-form-item-explain-error').getByText('The customer “Sunny Fields Dairy” already has this Salesforce account.')).toBeVisible()
  await expect(page).toHaveURL(/\/customers\/new$/)
})
