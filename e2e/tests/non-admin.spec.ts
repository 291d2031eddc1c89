import { expect, test } from '@playwright/test'
import { OPS, signIn } from '../support/session'

test('a non-admin employee sees no Admin Workbench entry', async ({ page }) => {
  await signIn(page, OPS)
  await expect(page).toHaveURL(/\/customers/)
  await page.getByRole('button', { name: 'Account menu' }).click()
  await expect(page.getByRole('menuitem', { name: 'My Profile' })).toBeVisible()
  await expect(page.getByRole('menuitem', { name: 'Admin Workbench' })).toHaveCount(0)
})
