import type { Page } from 'playwright-core'

/**
 * The benches' sign-in: the demo admin through the embedded provider's page, as a person signs in
 * (the browser tests use session.ts, which asserts with Playwright Test). Leaves the page on the
 * customers list, the session in the page's storage.
 */
export async function signInAsDemoAdmin(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/`)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByLabel('E-mail').fill('admin@missioncontrol.test')
  await page.getByLabel('Password').fill('admin')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL(/\/customers/, { timeout: 60_000 })
}
