import { expect, test, type Page } from '@playwright/test'
import { OPS, OUTSIDER, screenshot, signedIn, signIn } from '../support/session'

// Every admin route of the console (apps/web/src/app/routes.tsx and the admin features' routes),
// modals included: ids need not exist, the refusal comes before any page loads.
const ADMIN_URLS = [
  '/admin',
  '/admin/index',
  '/admin/dashboard',
  '/admin/employees',
  '/admin/employees/new',
  '/admin/employees/EADMIN000001/edit',
  '/admin/mayaUsers',
  '/admin/mayaUsers/new',
  '/admin/mayaUsers/1/edit',
  '/admin/mayaUsers/1/reset-password',
  '/admin/responsibilities',
  '/admin/responsibilities/new',
  '/admin/responsibilities/R00000000001/edit',
  '/admin/sisense_dashboard_responsibilities',
  '/admin/sisense_dashboard_responsibilities/new',
  '/admin/sisense_dashboard_responsibilities/1/edit',
  '/admin/sisense_cubes',
  '/admin/audit',
]

/** API calls the server refused: a refusal screen should make none it could know would fail. */
function recordRefusedCalls(page: Page): string[] {
  const refused: string[] = []
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/') && response.status() === 403) refused.push(response.url())
  })
  return refused
}

test('a non-admin employee sees no Admin Workbench entry', async ({ page }) => {
  await signedIn(page, OPS)
  await expect(page).toHaveURL(/\/customers/)
  await page.getByRole('button', { name: /^Logged in as/ }).click()
  await expect(page.getByRole('menuitem', { name: 'My Profile' })).toBeVisible()
  await expect(page.getByRole('menuitem', { name: 'Admin Workbench' })).toHaveCount(0)
})

test('a non-admin typing any admin address gets the refusal, without admin menu or controls', async ({ page }) => {
  test.setTimeout(180_000)
  await signedIn(page, OPS)
  await expect(page).toHaveURL(/\/customers/)
  const refused = recordRefusedCalls(page)
  for (const url of ADMIN_URLS) {
    await test.step(url, async () => {
      await page.goto(url)
      await expect(page.getByText('You need Admin Workbench access to open this page.')).toBeVisible()
      await expect(page.getByRole('menu', { name: 'Admin menu' })).toHaveCount(0)
      await expect(page.getByRole('dialog')).toHaveCount(0)
      // The only control on the page is the way back; the console's own menus stay.
      await expect(page.getByRole('main').getByRole('button')).toHaveText(['Back Home'])
      await expect(page.getByRole('menu', { name: 'Main menu' })).toBeVisible()
    })
  }
  await expect(page.getByRole('button', { name: 'Add Employee' })).toHaveCount(0)
  await screenshot(page, 'admin-access-required')
  expect(refused).toEqual([])

  await page.getByRole('button', { name: 'Back Home' }).click()
  await expect(page).toHaveURL(/\/customers$/)
})

test('an account without Mission Control gets the no-access screen, no shell, and can log out', async ({ page }) => {
  await signIn(page, OUTSIDER)
  await expect(page.getByText('You do not have access to Mission Control.')).toBeVisible()
  await expect(page.getByText(`Signed in as ${OUTSIDER.email}`)).toBeVisible()
  await expect(page.getByRole('menu')).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^Logged in as/ })).toHaveCount(0)
  await expect(page.getByText(/Failed to load/)).toHaveCount(0)
  await screenshot(page, 'no-console-access')

  // Admin addresses are no way around it.
  await page.goto('/admin/employees')
  await expect(page.getByText('You do not have access to Mission Control.')).toBeVisible()
  await expect(page.getByRole('menu')).toHaveCount(0)

  const logout = page.waitForResponse((response) => response.url().endsWith('/api/logout'))
  await page.getByRole('button', { name: 'Logout' }).click()
  expect((await logout).status()).toBe(204)
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
  await page.goto('/customers')
  await expect(page).toHaveURL(/\/login$/)

  // Signing in again asks for credentials, and another account can sign in straight away.
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByLabel('E-mail').fill(OPS.email)
  await page.getByLabel('Password').fill(OPS.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/customers/)
  await expect(page.getByRole('button', { name: /^Logged in as/ })).toBeVisible()
})
