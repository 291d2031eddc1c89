import { expect, test } from '@playwright/test'
import { screenshot, signedIn } from '../support/session'
import { DEMO_IDENTITIES as D } from '../../apps/server/src/db/seed/demo-identities'

test.beforeEach(async ({ page }) => {
  await signedIn(page)
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

test('a screen opened by its address is drawn whole in its first frame: shell, screen and data, no placeholder before', async ({ page }) => {
  // From the first mutation of the page: what was in it when the shell first showed, and whether a
  // "Loading…" placeholder ever stood in for the screen.
  await page.addInitScript(() => {
    const seen = { shellFirstHad: null as string | null, placeholder: false }
    ;(window as unknown as { __firstFrame: typeof seen }).__firstFrame = seen
    new MutationObserver(() => {
      if (document.querySelector('[role="status"]')?.textContent?.includes('Loading…')) seen.placeholder = true
      if (seen.shellFirstHad === null && document.querySelector('.ant-layout')) seen.shellFirstHad = document.body.innerText
    }).observe(document, { childList: true, subtree: true })
  })
  // The customer's answer is held 150 ms, as on a busy server: the console waits for it (up to half
  // a second) rather than drawing the screen empty first (a console that does not wait fails this:
  // checked with the wait set to 0).
  const customer = `/api/customers/${D.customers.northwind}`
  await page.route(`**${customer}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 150))
    await route.continue()
  })
  // Past the half second the console draws what it has, as it should; under the two browser halves'
  // load the server's own time has come on top of the hold. So a load counts only when the answer
  // came within 400 ms (the browser's own timing of the request), and the page is opened again, up
  // to three times, until one does.
  const answeredInTime: boolean[] = []
  for (let load = 0; load < 3 && !answeredInTime.includes(true); load++) {
    const response = await page.goto(`/customers/${D.customers.northwind}`)
    // The page the server sent names the screen's code, so it loads beside the console's own.
    expect(await response!.text()).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/CustomerDetailPage-[\w-]+\.js">/)
    await expect(page.getByRole('heading', { name: 'Northwind Beverages' })).toBeVisible()
    const first = await page.evaluate((path) => {
      const { shellFirstHad, placeholder } = (window as unknown as { __firstFrame: { shellFirstHad: string | null; placeholder: boolean } }).__firstFrame
      const timing = performance.getEntriesByType('resource').find((entry) => new URL(entry.name).pathname === path) as PerformanceResourceTiming
      return { shellFirstHad, placeholder, answerMs: timing.responseEnd - timing.startTime }
    }, customer)
    expect(first.placeholder).toBe(false)
    answeredInTime.push(first.answerMs < 400)
    if (first.answerMs < 400) expect(first.shellFirstHad, `answered in ${first.answerMs.toFixed(0)} ms`).toContain('Northwind Beverages')
  }
  expect(answeredInTime, 'a load whose customer answer came within 400 ms').toContain(true)
})

test('in a narrow window the left menu is folded from its first render, not drawn open and folded by an effect', async ({ page }) => {
  await page.setViewportSize({ width: 900, height: 800 })
  await page.addInitScript(() => {
    // Every class the menu had: as it entered the page, and each change after (with the one before).
    const seen = { classes: [] as string[] }
    Object.assign(window, { __menu: seen })
    new MutationObserver((records) => {
      for (const record of records) {
        const menus = [record.target, ...Array.from(record.addedNodes)].filter(
          (node): node is Element => node instanceof Element && node.classList.contains('ant-layout-sider'),
        )
        for (const menu of menus) seen.classes.push(record.type === 'attributes' ? `${record.oldValue ?? ''} -> ${menu.className}` : menu.className)
      }
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'], attributeOldValue: true })
  })
  await page.goto('/customers')
  await expect(page.getByRole('heading', { name: 'Customers', exact: true })).toBeVisible()
  const classes = await page.evaluate(() => (window as unknown as { __menu: { classes: string[] } }).__menu.classes)
  expect(classes.length).toBeGreaterThan(0)
  // Folded when it entered, and no change from open to folded after that: the first render's layout
  // effects (a map fitting its width) would measure the page with the menu open, 220 pixels narrower.
  expect(classes[0]).toContain('ant-layout-sider-collapsed')
  expect(classes.filter((change) => change.includes(' -> ') && !change.split(' -> ')[0]!.includes('collapsed'))).toEqual([])
  // Still there to open: antd's trigger for a menu folded to nothing.
  await expect(page.locator('.ant-layout-sider-zero-width-trigger')).toBeVisible()
})

test('in a narrow window the menu’s tab sits beside the page, over none of it, folded and open', async ({ page }) => {
  await page.setViewportSize({ width: 900, height: 800 })
  await page.goto('/customers')
  await expect(page.getByRole('heading', { name: 'Customers', exact: true })).toBeVisible()
  const tab = page.locator('.ant-layout-sider-zero-width-trigger')
  // How far the tab reaches past the left edge of the page's content (inside its padding): 0 or less when beside it.
  const overlap = () =>
    tab.evaluate((trigger) => {
      const content = document.querySelector('.ant-layout-content')!
      const contentStart = content.getBoundingClientRect().left + parseFloat(getComputedStyle(content).paddingLeft)
      return trigger.getBoundingClientRect().right - contentStart
    })
  expect(await overlap()).toBeLessThanOrEqual(0)
  await screenshot(page, 'shell-narrow-menu-folded')
  await tab.click()
  await expect(page.getByRole('menuitem', { name: 'Orgs' })).toBeVisible()
  await expect.poll(overlap).toBeLessThanOrEqual(0)
  await screenshot(page, 'shell-narrow-menu-open')
})
