import { expect, test } from '@playwright/test'
import { ADMIN, screenshot, signIn } from '../support/session'

test('a staff member signs in, stays signed in across a reload, and logs out', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
  await screenshot(page, 'login')

  await signIn(page, ADMIN)
  await expect(page).toHaveURL(/\/customers/)
  await expect(page.getByRole('link', { name: 'Mission Control home' })).toBeVisible()
  const mainMenu = page.getByRole('menu', { name: 'Main menu' })
  for (const entry of ['Home', 'Orgs', 'Places', 'Org Groups', 'Staged Stores', 'Coverage Tools', 'Push Notifications', 'Legacy Stores', 'Legacy Companies']) {
    await expect(mainMenu.getByRole('menuitem', { name: entry, exact: true })).toBeVisible()
  }
  await expect(page.getByText('Logged in as')).toBeVisible()
  await screenshot(page, 'customers-shell')

  await page.reload()
  await expect(page).toHaveURL(/\/customers/)
  await expect(page.getByText('Logged in as')).toBeVisible()

  await page.getByRole('button', { name: /^Logged in as/ }).click()
  for (const entry of ['My Profile', 'File Uploads', 'Admin Workbench', 'Logout']) {
    await expect(page.getByRole('menuitem', { name: entry })).toBeVisible()
  }
  await page.getByRole('menuitem', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await page.goto('/customers')
  await expect(page).toHaveURL(/\/login$/)
})

test('the origin location is remembered through sign-in', async ({ page }) => {
  await page.goto('/user')
  await expect(page).toHaveURL(/\/login$/)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByLabel('E-mail').fill(ADMIN.email)
  await page.getByLabel('Password').fill(ADMIN.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/user$/)
  await expect(page.getByText('Session token')).toBeVisible()
  await expect(page.getByText(ADMIN.email).first()).toBeVisible()
  await screenshot(page, 'profile')
})
