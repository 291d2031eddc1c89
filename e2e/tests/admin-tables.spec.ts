import { expect, test, type Locator, type Page } from '@playwright/test'
import { screenshot, signedIn } from '../support/session'

// Names that sort first, so each new record is on the first page of its table.
const suffix = `${Date.now() % 1e7}`
const toast = (page: Page, text: string) => expect(page.locator('.ant-notification').getByText(text, { exact: true })).toBeVisible()
const modal = (page: Page) => page.getByRole('dialog').last()
// Selects are driven from the keyboard: a mouse click on an option raced the dropdown's own
// open/close animation on a loaded machine and could leave it open.
const pickOption = async (select: Locator, search?: string, step = 0) => {
  await select.click()
  if (search !== undefined) await select.fill(search)
  for (let i = 0; i < step; i++) await select.press('ArrowDown')
  await select.press('Enter')
}
// The chosen option's label, as the select shows it once closed.
const chosen = (page: Page, label: string) =>
  page
    .locator('.ant-form-item', { has: page.getByLabel(label) })
    .locator('.ant-form-item-control [title]')
    .first()
const row = (page: Page, text: string) => page.locator('tr.ant-table-row', { hasText: text })
/** At 1440 px every column, the row buttons included, is on screen: the table never scrolls sideways. */
const expectWholeTable = async (page: Page) => {
  const table = page.locator('.ant-table').first()
  const content = table.locator('.ant-table-content').first()
  const { scrollWidth, clientWidth } = await content.evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }))
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth)
  const lastHeader = await table.locator('thead th').last().boundingBox()
  expect(lastHeader!.x + lastHeader!.width).toBeLessThanOrEqual(page.viewportSize()!.width)
}
// Whole flows on a machine shared by many test runs: give each more than the default minute.
test.describe.configure({ timeout: 300_000 })

test.describe('as an admin', () => {
  test.beforeEach(async ({ page }) => {
    await signedIn(page)
    await expect(page).toHaveURL(/\/customers/)
  })

  test('create an employee (a 65-character first name is refused), edit it and delete it', async ({ page }) => {
    const first = `Aaemp${suffix}`
    await page.goto('/admin/employees')
    await expect(page.getByRole('heading', { name: 'Employees' })).toBeVisible()
    await expect(row(page, 'admin@missioncontrol.test')).toBeVisible()
    await expectWholeTable(page)
    await screenshot(page, 'admin-employees')

    await page.getByRole('button', { name: 'Add Employee' }).click()
    await expect(page).toHaveURL(/\/admin\/employees\/new$/)
    const form = modal(page)
    await form.getByLabel('First Name').fill('F'.repeat(65))
    await form.getByLabel('Last Name').click()
    await expect(form.getByText('Must not be longer than 64 characters')).toBeVisible()
    await form.getByRole('button', { name: 'Create Employee' }).click()
    await expect(form.getByText('This field is required.').first()).toBeVisible()
    await screenshot(page, 'admin-employee-new-invalid')

    await form.getByLabel('First Name').fill(first)
    await form.getByLabel('Last Name').fill('Tester')
    await form.getByLabel('Title').fill('QA Analyst')
    await form.getByLabel('Email').fill(`${first.toLowerCase()}@missioncontrol.test`)
    await form.getByLabel('Location').fill('Austin, TX')
    await form.getByText('Mission Control', { exact: true }).click()
    await expect(form.getByRole('checkbox', { name: 'Mission Control' })).toBeChecked()
    await screenshot(page, 'admin-employee-new')
    await form.getByRole('button', { name: 'Create Employee' }).click()
    await toast(page, `Successfully created ${first}`)
    await expect(page).toHaveURL(/\/admin\/employees$/)
    await expect(row(page, first)).toContainText('Mission Control')

    await row(page, first)
      .getByRole('link', { name: `Edit ${first} Tester` })
      .click()
    await expect(page).toHaveURL(/\/admin\/employees\/[A-Z0-9]{12}\/edit$/)
    await expect(modal(page).getByLabel('First Name')).toHaveValue(first)
    await screenshot(page, 'admin-employee-edit')
    await modal(page).getByLabel('Title').fill('Senior QA Analyst')
    await modal(page).getByRole('button', { name: 'Save Employee' }).click()
    await toast(page, `Successfully updated ${first}`)
    await expect(row(page, first)).toContainText('Senior QA Analyst')

    await row(page, first)
      .getByRole('button', { name: `Delete ${first} Tester` })
      .click()
    await expect(page.getByText(`Are you sure you want to delete ${first}`, { exact: true })).toBeVisible()
    await screenshot(page, 'admin-employee-delete-confirm')
    await page.getByRole('button', { name: 'Yes' }).click()
    await toast(page, `Successfully deleted ${first}`)
    await expect(row(page, first)).toHaveCount(0)
  })

  test('create a Maya user with access level 4, reset the password, delete', async ({ page }) => {
    const first = `Aamaya${suffix}`
    const email = `${first.toLowerCase()}@example.com`
    await page.goto('/admin/mayaUsers')
    await expect(page.getByRole('heading', { name: 'Maya Users' })).toBeVisible()
    await expect(page.getByText(/^Displaying 1 to \d+ of \d+ Maya Users$/)).toBeVisible()
    await expectWholeTable(page)
    await screenshot(page, 'admin-maya-users')

    await page.getByRole('button', { name: 'Add Maya Users' }).click()
    const form = modal(page)
    await form.getByLabel('Email').fill(email)
    await form.getByLabel('First Name').fill(first)
    await form.getByLabel('Last Name').fill('Manager')
    await form.getByLabel('Password').fill('Correct-Horse-9')
    await form.getByLabel('User Access').click()
    await page.getByTitle('4 - Manager').click()
    await screenshot(page, 'admin-maya-user-new')
    await form.getByRole('button', { name: 'Create' }).click()
    await toast(page, `Successfully created ${first} Manager`)
    const tokenDialog = page.getByRole('dialog').filter({ hasText: `API token for ${first} Manager` })
    await expect(tokenDialog.locator('code')).toContainText(/^maya_/)
    await screenshot(page, 'admin-maya-user-token')
    await page.getByRole('button', { name: 'OK' }).click()
    await expect(row(page, email)).toContainText('Manager')

    await row(page, email)
      .getByRole('link', { name: `Edit ${email}` })
      .click()
    await expect(modal(page).getByLabel('Password')).toHaveCount(0)
    await screenshot(page, 'admin-maya-user-edit')
    await modal(page).getByRole('button', { name: 'Cancel' }).click()

    await row(page, email)
      .getByRole('link', { name: `Reset password of ${email}` })
      .click()
    await expect(page).toHaveURL(/\/admin\/mayaUsers\/\d+\/reset-password$/)
    await modal(page).getByLabel('New Password').fill('Battery-Staple-10')
    await screenshot(page, 'admin-maya-user-reset')
    await modal(page).getByRole('button', { name: 'Reset Password' }).click()
    await toast(page, `Successfully reset ${first}'s password`)

    await row(page, email)
      .getByRole('button', { name: `Delete ${email}` })
      .click()
    await expect(page.getByText(`Are you sure you want to delete ${first}`, { exact: true })).toBeVisible()
    await page.getByRole('button', { name: 'Yes' }).click()
    await toast(page, `Successfully deleted ${first}`)
    await expect(row(page, email)).toHaveCount(0)
  })

  test('create a responsibility, map it to a dashboard, edit and delete the mapping', async ({ page }) => {
    const name = `Aa Resp ${suffix}`
    await page.goto('/admin/responsibilities')
    await expect(page.getByRole('heading', { name: 'Responsibilities' })).toBeVisible()
    await expectWholeTable(page)
    await screenshot(page, 'admin-responsibilities')
    await page.getByRole('button', { name: 'Add Row' }).click()
    await modal(page).getByLabel('Name').fill(name)
    await modal(page).getByLabel('Description').fill('d'.repeat(65))
    await modal(page).getByLabel('Name').click()
    await expect(modal(page).getByText('Must not be longer than 64 characters')).toBeVisible()
    await modal(page).getByLabel('Description').fill('Sees the regional dashboards')
    await screenshot(page, 'admin-responsibility-new')
    await modal(page).getByRole('button', { name: 'Create' }).click()
    await toast(page, `Successfully Created ${name}`)
    await expect(row(page, name)).toContainText('admin@missioncontrol.test')
    await row(page, name)
      .getByRole('link', { name: `Edit ${name}` })
      .click()
    await screenshot(page, 'admin-responsibility-edit')
    await modal(page).getByLabel('Description').fill('Sees the national dashboards')
    await modal(page).getByRole('button', { name: 'Save' }).click()
    await toast(page, `Successfully Edited ${name}`)

    await page.goto('/admin/sisense_dashboard_responsibilities')
    await expect(page.getByRole('heading', { name: 'Dashboard/Responsibilities' })).toBeVisible()
    await expectWholeTable(page)
    await screenshot(page, 'admin-mappings')
    await page.getByRole('button', { name: 'Add Row' }).click()
    await expect(page).toHaveURL(/\/sisense_dashboard_responsibilities\/new$/)
    const form = modal(page)
    await expect(form.getByText('New Mapping')).toBeVisible()
    await form.getByRole('button', { name: 'Create Sisense Dashboard Responsibility' }).click()
    await expect(form.getByText('This field is required.')).toHaveCount(2)
    await pickOption(form.getByLabel('Responsibility'), name)
    await expect(chosen(page, 'Responsibility')).toHaveAttribute('title', name)
    await pickOption(form.getByLabel('Dashboard'))
    const dashboard = (await chosen(page, 'Dashboard').getAttribute('title'))!
    expect(dashboard).toBeTruthy()
    await screenshot(page, 'admin-mapping-new')
    await form.getByRole('button', { name: 'Create Sisense Dashboard Responsibility' }).click()
    await toast(page, 'Successfully created Mapping')
    await expect(page).toHaveURL(/\/sisense_dashboard_responsibilities$/)
    const mapping = row(page, name)
    await expect(mapping).toContainText(dashboard)

    await mapping.getByRole('link', { name: /^Edit mapping/ }).click()
    await expect(page).toHaveURL(/\/sisense_dashboard_responsibilities\/\d+\/edit$/)
    await expect(page.getByRole('heading', { name: 'Edit Mapping' })).toBeVisible()
    await expect(chosen(page, 'Dashboard')).toHaveAttribute('title', dashboard)
    await pickOption(page.getByLabel('Dashboard'), undefined, 1)
    await expect(chosen(page, 'Dashboard')).not.toHaveAttribute('title', dashboard)
    const otherName = (await chosen(page, 'Dashboard').getAttribute('title'))!
    await screenshot(page, 'admin-mapping-edit')
    await page.getByRole('button', { name: 'Save Mapping' }).click()
    await toast(page, 'Successfully updated Mapping')
    await expect(page).toHaveURL(/\/sisense_dashboard_responsibilities$/)
    await expect(row(page, name)).toContainText(otherName)

    await row(page, name)
      .getByRole('button', { name: /^Delete mapping/ })
      .click()
    await expect(page.getByText('Are you sure you want to delete this?', { exact: true })).toBeVisible()
    await page.getByRole('button', { name: 'Yes' }).click()
    await toast(page, 'Successfully deleted Mapping')
    await expect(row(page, name)).toHaveCount(0)
  })

  test('analytics cubes are listed read-only', async ({ page }) => {
    await page.goto('/admin/sisense_cubes')
    await expect(page.getByRole('heading', { name: 'Analytics Cubes' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Add Row' })).toBeDisabled()
    await expect(page.locator('tr.ant-table-row').first()).toBeVisible()
    await expect(page.getByRole('cell', { name: /^(Production|Unknown)$/ }).first()).toBeVisible()
    await expectWholeTable(page)
    await screenshot(page, 'admin-cubes')
  })
})
