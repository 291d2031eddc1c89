import { expect, test } from '@playwright/test'
import { screenshot, signIn } from '../support/session'

test.beforeEach(async ({ page }) => {
  await signIn(page)
  await expect(page).toHaveURL(/\/customers/)
})

test('an unknown path shows the not-found screen', async ({ page }) => {
  await page.goto('/no/such/screen')
  await expect(page.getByText('Page not found')).toBeVisible()
  await expect(page.getByText("The page you were looking for doesn't exist.")).toBeVisible()
  await expect(page.getByText('You may have mistyped the address or the page may have moved.')).toBeVisible()
  await screenshot(page, 'not-found')
})

test('a render error shows the crash screen with its actions and details', async ({ page }) => {
  await page.goto('/__test__/crash')
  await expect(page.getByText('Sorry, something went wrong.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Back Home' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Reload the Page' })).toBeVisible()
  await page.getByText('Technical details').click()
  await expect(page.getByText(/Crash test: a render error provoked on purpose/)).toBeVisible()
  await screenshot(page, 'crash')
  await page.getByRole('button', { name: 'Back Home' }).click()
  await expect(page).toHaveURL(/\/customers/)
})

test('the Admin Workbench shows its title and the full admin side menu', async ({ page }) => {
  await page.goto('/admin/index')
  await expect(page.getByRole('heading', { name: 'Admin Workbench' })).toBeVisible()
  const menu = page.getByRole('menu', { name: 'Admin menu' })
  for (const entry of [
    'Employees',
    'Maya Users',
    'Dashboard/Responsibilities',
    'Analytics Cubes',
    'Responsibilities',
    'Relationship Types',
    'Bee Profile Types',
  ]) {
    await expect(menu.getByRole('menuitem', { name: entry, exact: true })).toBeVisible()
  }
  await screenshot(page, 'admin-workbench')
})
