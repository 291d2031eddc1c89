import { errors, expect, test, type Page } from '@playwright/test'
import { SESSION_KEY } from '../../apps/web/src/shared/auth/session-store'

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

/** The browser storage of a signed-in console, per account, kept by this Playwright worker. */
const savedSessions = new Map<string, { storage: [string, string][]; savedAt: number }>()
/** Well inside the embedded provider's one-hour tokens, so a reused session never needs refreshing. */
const REUSE_FOR_MS = 20 * 60_000

/**
 * Opens `startAt` signed in as `account`. The worker's first call signs in through the provider
 * page as signIn does; later calls give the new page that session's browser storage, as a browser
 * that stayed signed in has it (1 to 1.5 s saved a test). The flow itself is tested by
 * sign-in.spec.ts, and a test that logs out signs in with signIn: logging out ends the account's
 * provider sessions.
 */
export async function signedIn(page: Page, account = ADMIN, startAt = '/'): Promise<void> {
  const saved = savedSessions.get(account.email)
  if (!saved || Date.now() - saved.savedAt > REUSE_FOR_MS) {
    await signIn(page, account, startAt)
    await page.waitForFunction((key) => localStorage.getItem(key) !== null, SESSION_KEY)
    const storage = await page.evaluate(() => Object.entries(localStorage))
    savedSessions.set(account.email, { storage, savedAt: Date.now() })
    return
  }
  // A blank page of the console's origin, answered here, never by the server: storage is per origin.
  const blank = '/e2e-blank-page'
  await page.route(blank, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>blank</title>' }))
  await page.goto(blank)
  await page.evaluate((entries) => entries.forEach(([key, value]) => localStorage.setItem(key, value)), saved.storage)
  await page.unroute(blank)
  await page.goto(startAt)
}

/**
 * A full-page picture for people to look at (`e2e/.screens/`); it asserts nothing, so a capture
 * that never returns must not fail the test whose checks all passed. Twice in full CI runs on a
 * loaded machine Chromium's capture did not return (once after three minutes, once after 30 s
 * and again after 30 more: a capture asked again queues behind the stalled one), and both tests
 * passed when run again. Such a capture is noted on the test and in the output, and the test
 * goes on to its next check.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  // From the top: a full-page picture of a scrolled page draws the fixed header over the middle.
  await page.evaluate(() => window.scrollTo(0, 0))
  try {
    // Transitions finished: a table that just stopped loading is otherwise caught half-faded.
    await page.screenshot({ path: `.screens/${name}.png`, fullPage: true, animations: 'disabled', timeout: 45_000 })
  } catch (error) {
    if (!(error instanceof errors.TimeoutError)) throw error
    const description = `the picture ${name}.png was not taken: Chromium's capture did not return in 45 s`
    test.info().annotations.push({ type: 'screenshot stalled', description })
    console.warn(`[${test.info().title}] ${description}`)
  }
}
