import type { CDPSession, Page, Request } from 'playwright-core'

/**
 * Waits until `expression` is true in the page, asked over the DevTools protocol every `everyMs`.
 * Playwright's own waits (`waitForSelector`, `waitForFunction`, locators) first evaluate its
 * injected script in the page: about 100 ms of main thread with the CPU slowed 4x, landing in
 * whichever load is still starting. A bench that times the page must not add its own script to
 * what the page waits for; each poll here is one small expression.
 */
export async function waitInPage(cdp: CDPSession, expression: string, { timeoutMs, everyMs = 100 }: { timeoutMs: number; everyMs?: number }): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let lastProblem = 'it stayed false'
  for (;;) {
    try {
      const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', { expression: `Boolean(${expression})`, returnByValue: true })
      if (result.value === true) return
      if (exceptionDetails) lastProblem = `it threw: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`
    } catch (error) {
      // Asked while the document is being replaced (a wait begun at the navigation's commit): ask again.
      lastProblem = `the page could not be asked: ${(error as Error).message}`
    }
    if (Date.now() > deadline) throw new Error(`the page did not reach ${expression} within ${timeoutMs} ms (${lastProblem})`)
    await new Promise((resolve) => setTimeout(resolve, everyMs))
  }
}

/**
 * Watches a page's requests from outside it, so a bench can wait for its network to go quiet
 * without Playwright's `networkidle`: that never comes once the console opens its live channel
 * (`/api/events`, a request that stays open for the tab's life), and each load then waited out the
 * whole timeout. The channel is left out; every other request counts until it ends.
 */
export function watchNetwork(page: Page): { quiet(options: { forMs: number; timeoutMs: number }): Promise<void> } {
  const open = new Set<Request>()
  let lastChange = Date.now()
  const counts = (request: Request) => new URL(request.url()).pathname !== '/api/events'
  page.on('request', (request) => {
    if (!counts(request)) return
    open.add(request)
    lastChange = Date.now()
  })
  const ended = (request: Request) => {
    if (open.delete(request)) lastChange = Date.now()
  }
  page.on('requestfinished', ended)
  page.on('requestfailed', ended)
  return {
    async quiet({ forMs, timeoutMs }) {
      const deadline = Date.now() + timeoutMs
      while (Date.now() < deadline && (open.size > 0 || Date.now() - lastChange < forMs)) await new Promise((resolve) => setTimeout(resolve, 50))
    },
  }
}
