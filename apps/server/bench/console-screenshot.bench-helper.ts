// A screen of the console as a person sees it at the end of a bench (1440x900, signed in as the demo
// admin through the embedded sign-in), saved under e2e/.screens/ to be looked at. Needs the console
// built (`npm run build`): the bench's server serves apps/web/dist.
import fs from 'node:fs'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { CHROMIUM_LAUNCH } from '../../../e2e/support/chromium'
import { signInAsDemoAdmin } from '../../../e2e/support/bench-sign-in'

const SCREENS = path.resolve(import.meta.dirname, '../../../e2e/.screens')

/** Opens `screenPath` on `baseUrl`, waits until `ready` (a text on the screen) shows, saves `name`.png; answers its path. */
export async function screenshotConsole(baseUrl: string, screenPath: string, ready: string, name: string): Promise<string> {
  if (!fs.existsSync(path.resolve(import.meta.dirname, '../../web/dist/index.html'))) throw new Error('build the console first (npm run build)')
  const browser = await chromium.launch(CHROMIUM_LAUNCH)
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
    await signInAsDemoAdmin(page, baseUrl)
    await page.goto(`${baseUrl}${screenPath}`)
    await page.getByText(ready).first().waitFor({ timeout: 120_000 })
    await page.waitForSelector('.ant-spin-spinning, .ant-skeleton-active', { state: 'detached', timeout: 60_000 })
    await page.waitForTimeout(1_500)
    fs.mkdirSync(SCREENS, { recursive: true })
    const file = path.join(SCREENS, `${name}.png`)
    // The whole page: a report's timing is in its Recent Reports, below the map.
    await page.screenshot({ path: file, animations: 'disabled', fullPage: true })
    return path.relative(path.resolve(import.meta.dirname, '../../..'), file)
  } finally {
    await browser.close()
  }
}
