import { expect, type Page } from '@playwright/test'

export const ADMIN = { email: 'admin@missioncontrol.test', password: 'admin' }
export const OPS = { email: 'ops@missioncontrol.test', password: 'ops' }
/** Signs in, but holds no Mission Control application: the server refuses every call. */
export const OUTSIDER = { email: 'outsider@missioncontrol.test', password: 'outsider' }

/** Signs in through the real provider page, as a person would. */
export async function signIn(page: Page, account = ADMIN, startAt = '/'): Promise<void> {
  await page.goto(startAt)
  await expect(page).toHaveURL(/\/login$/)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByLabel('E-mail').fill(account.email)
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

export async function screenshot(page: Page, name: string): Promise<void> {
  // From the top: a full-page picture of a scrolled page draws the fixed header over the middle.
  await page.evaluate(() => window.scrollTo(0, 0))
  // Transitions finished: a table that just stopped loading is otherwise caught half-faded.
  // A capture that stalls is taken again instead of using up the test's whole time (one stalled for
  // three minutes in a full run on a loaded machine; the same test passed when run again).
  const take = () => page.screenshot({ path: `.screens/${name}.png`, fullPage: true, animations: 'disabled', timeout: 30_000 })
  await take().catch(take)
}
