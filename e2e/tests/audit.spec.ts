import { expect, test, type Page } from '@playwright/test'
import { screenshot, signedIn } from '../support/session'

const row = (page: Page, text: string) => page.locator('tr.ant-table-row', { hasText: text })
test.describe.configure({ timeout: 300_000 })

test('an admin creates an employee, opens Audit from the admin menu and finds the entry with what it recorded', async ({ page }) => {
  await signedIn(page)
  await expect(page).toHaveURL(/\/customers/)
  const first = `Aaaudit${Date.now() % 1e7}`
  const email = `${first.toLowerCase()}@missioncontrol.test`

  await page.goto('/admin/employees/new')
  const form = page.getByRole('dialog').last()
  await form.getByLabel('First Name').fill(first)
  await form.getByLabel('Last Name').fill('Trail')
  await form.getByLabel('Title').fill('Auditor')
  await form.getByLabel('Email').fill(email)
  await form.getByText('Mission Control', { exact: true }).click()
  await form.getByRole('button', { name: 'Create Employee' }).click()
  await expect(page.locator('.ant-notification').getByText(`Successfully created ${first}`, { exact: true })).toBeVisible()

  // From the admin menu, as an admin would go.
  await page.getByRole('menu', { name: 'Admin menu' }).getByRole('link', { name: 'Audit' }).click()
  await expect(page).toHaveURL(/\/admin\/audit$/)
  await expect(page.getByRole('heading', { name: 'Audit' })).toBeVisible()
  // Newest first: the create is on the first page without a filter.
  await expect(row(page, 'createEmployee').first()).toContainText('admin@missioncontrol.test')

  // Filtered to employee writes by this admin today.
  const today = new Date().toISOString().slice(0, 10)
  await page.getByLabel('Who').fill('admin@')
  // From the keyboard: Employee is the list's first entry, active when it opens (a press opens the
  // list once the Select's code is in; an Enter before that opens it too, and never applies the bar).
  await page.getByLabel('Entity Type').click()
  await expect(page.locator('.ant-select-dropdown').getByText('Employee', { exact: true })).toBeVisible()
  await page.getByLabel('Entity Type').press('Enter')
  await page.getByLabel('Action').fill('createEmployee')
  await page.getByLabel('From').fill(today)
  await page.getByLabel('To').fill(today)
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page).toHaveURL(/entityType=employee/)
  await expect(page.locator('tr.ant-table-row').first()).toContainText('Employee')
  await expect(page.locator('tr.ant-table-row').first()).toContainText('createEmployee')
  // Once the filtered page is in (the previous one stays until then), every row is an employee create.
  await expect(page.locator('tr.ant-table-row', { hasNotText: 'createEmployee' })).toHaveCount(0)

  // Opened: what the create recorded, field by field.
  await page
    .locator('tr.ant-table-row')
    .first()
    .getByRole('button', { name: /expand/i })
    .click()
  const changes = page.getByRole('table', { name: /Changes of entry/ })
  await expect(changes.locator('tr', { hasText: 'firstName' })).toContainText(first)
  await expect(changes.locator('tr', { hasText: /^email/ }).first()).toContainText(email)
  await screenshot(page, 'admin-audit')

  // The export holds the same filtered rows.
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/)
})
