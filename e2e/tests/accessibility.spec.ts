import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { signedIn } from '../support/session'
import { dialogOpened } from '../support/dialogs'

// Fixed demo records (apps/server/src/db/seed/demo-identities.ts).
const CUSTOMER = 'CNORTHWIND01'
const CAMPAIGN = 'CEVERYDAY001'
const MISSION = 'MENABLED0001'
const STORE_LIST = 'SLEVERYDAY01'
const ORGANIZATION = 'ORGEVERGREEN'
const CUSTOM_CAPS = 'MCUSTOMCAP01'
const ANYWHERE = 'MANYWHERE001'
const FINISHED = 'MFINISHED001'

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: the rules axe-core checks automatically. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** Every screen of the console, each as staff land on it; `ready` is a text the loaded screen shows. */
const SCREENS: { path: string; ready: string | RegExp }[] = [
  { path: '/customers', ready: 'Customers' },
  { path: `/customers/${CUSTOMER}`, ready: 'Northwind Beverages' },
  { path: `/customers/${CUSTOMER}/alignment`, ready: 'Alignment' },
  { path: `/campaigns/${CAMPAIGN}`, ready: 'Missions' },
  { path: `/campaigns/${CAMPAIGN}/store-lists`, ready: 'Store Lists' },
  { path: `/campaigns/${CAMPAIGN}/store-lists/new`, ready: 'Upload Store List' },
  { path: `/campaigns/${CAMPAIGN}/missions/new`, ready: 'Date Range' },
  { path: `/missions/${MISSION}?tab=groups`, ready: 'Mission Progress' },
  { path: `/missions/${MISSION}?tab=pins`, ready: 'Reprice Pins' },
  { path: `/missions/${MISSION}?tab=map`, ready: 'on the map' },
  { path: `/missions/${MISSION}?tab=brief`, ready: 'Mission Progress' },
  { path: `/missions/${MISSION}?tab=history`, ready: 'Changes' },
  { path: `/missions/${MISSION}/edit`, ready: 'Base Price' },
  { path: `/missions/${MISSION}/brief`, ready: 'Mission Brief' },
  { path: `/missions/${MISSION}/form/edit`, ready: 'Link Form' },
  { path: `/missions/${MISSION}/reprice`, ready: 'Reprice Pins:' },
  { path: `/missions/${CUSTOM_CAPS}/cap_periods`, ready: 'Cap Periods' },
  { path: `/missions/${ANYWHERE}/anywhere_mission/edit`, ready: 'Edit Anywhere Mission' },
  { path: `/missions/${FINISHED}/extend`, ready: 'Extend' },
  { path: '/customers/new', ready: 'New Customer' },
  { path: `/customers/${CUSTOMER}/edit`, ready: 'Edit Customer' },
  { path: `/customers/${CUSTOMER}/campaigns/new`, ready: 'New Campaign' },
  { path: `/campaigns/${CAMPAIGN}/edit`, ready: 'Edit Campaign' },
  { path: `/store-lists/${STORE_LIST}`, ready: 'Store List Upload Report' },
  { path: '/organizations', ready: 'Organizations' },
  { path: `/organizations/${ORGANIZATION}`, ready: 'Evergreen Pharmacy' },
  { path: `/organizations/${ORGANIZATION}/duplicates`, ready: 'Directory health' },
  { path: '/coverage', ready: 'Coverage Data Export' },
  { path: '/notifications', ready: 'Push Notifications' },
  { path: `/store_select?customer=${CUSTOMER}`, ready: 'I need to find Stores' },
  { path: `/store_match/new?customer=${CUSTOMER}`, ready: 'I have a Store List' },
  { path: '/user', ready: 'Profile' },
  { path: '/no/such/page', ready: 'Page not found' },
  { path: '/admin/index', ready: 'Admin Workbench' },
  { path: '/admin/employees/new', ready: 'First Name' },
  { path: '/admin/mayaUsers/new', ready: 'User Access' },
  { path: '/admin/employees', ready: 'Employees' },
  { path: '/admin/mayaUsers', ready: 'Maya Users' },
  { path: '/admin/responsibilities', ready: 'Responsibilities' },
  { path: '/admin/sisense_dashboard_responsibilities', ready: 'Dashboard' },
  { path: '/admin/sisense_cubes', ready: 'Analytics Cubes' },
]

/** Screens of one record, reached through the first link of `from` (or of the screen before) whose address matches `link`. */
const PREVIOUS = 'the screen before'
const LINKED_SCREENS: { from: string; link: RegExp }[] = [
  { from: `/organizations/${ORGANIZATION}`, link: /^\/organization_places\/[A-Z0-9]{12}$/ },
  { from: PREVIOUS, link: /^\/places\/[A-Z0-9]{12}$/ },
  { from: '/admin/employees', link: /^\/admin\/employees\/[A-Z0-9]+\/edit$/ },
  { from: '/admin/responsibilities', link: /^\/admin\/responsibilities\/[A-Z0-9]+\/edit$/ },
  { from: '/admin/sisense_dashboard_responsibilities', link: /^\/admin\/sisense_dashboard_responsibilities\/\d+\/edit$/ },
]

/** The serious and critical violations on the page as it is now, one line each, naming the elements. */
async function seriousViolations(page: Page): Promise<string[]> {
  // Opening animations finished (a modal fades and zooms in): half-way, its primary button's colour
  // is blended with the page behind and measures as too little contrast. Endless ones and those
  // that follow a scroll position (a wide table's edge shadows) never finish.
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity || !(animation.timeline instanceof DocumentTimeline),
        ),
    undefined,
    { timeout: 10_000 },
  )
  // antd tables with a horizontal scroll keep a zero-height, aria-hidden row that measures column
  // widths; its cells are never shown or reached by the keyboard.
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).exclude('.ant-table-measure-row').analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 5)
          .join(' | ')}`,
    )
}

test.describe.configure({ timeout: 300_000 })

test('the sign-in page has no serious or critical accessibility violation', async ({ page }) => {
  await page.goto('/login')
  await expect(page.getByRole('button', { name: /sign in/i }).first()).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})

/** The screens in groups of this many, a test each: one slow screen on a busy machine fails only its group, with time to spare. */
const GROUP = 7

async function checkScreen(page: Page, screen: { path: string; ready: string | RegExp }): Promise<string[]> {
  await page.goto(screen.path)
  await expect(page.getByText(screen.ready).first()).toBeVisible({ timeout: 30_000 })
  // Loading skeletons and spinners gone: the screen as staff read it.
  await expect(page.locator('.ant-skeleton-active, .ant-spin-spinning')).toHaveCount(0, { timeout: 30_000 })
  // One h1 a screen: the page's title, the first heading a screen reader lists.
  const headings = await page.locator('h1').allInnerTexts()
  return [...(headings.length === 1 ? [] : [`one h1 expected, found ${headings.length}: ${headings.join(' | ')}`]), ...(await seriousViolations(page))]
}

for (let start = 0; start < SCREENS.length; start += GROUP) {
  const screens = SCREENS.slice(start, start + GROUP)
  test(`no serious or critical accessibility violation (WCAG 2.2 A and AA) on ${screens.map((screen) => screen.path).join(', ')}`, async ({ page }) => {
    await signedIn(page)
    await expect(page).toHaveURL(/\/customers/)
    const found: Record<string, string[]> = {}
    for (const screen of screens) {
      const violations = await checkScreen(page, screen)
      if (violations.length) found[screen.path] = violations
    }
    expect(found).toEqual({})
  })
}

test('no serious or critical accessibility violation on the screens of one record (a place, an employee, a responsibility, a mapping)', async ({ page }) => {
  await signedIn(page)
  await expect(page).toHaveURL(/\/customers/)
  const found: Record<string, string[]> = {}
  // Screens whose address holds a record's id: reached through the first such link of a screen.
  const hrefs = () => page.locator('a[href]').evaluateAll((links) => links.map((element) => element.getAttribute('href') ?? ''))
  let previous = ''
  for (const { from, link } of LINKED_SCREENS) {
    await page.goto(from === PREVIOUS ? previous : from)
    await expect.poll(async () => (await hrefs()).some((href) => link.test(href)), { timeout: 30_000 }).toBe(true)
    previous = (await hrefs()).find((href) => link.test(href))!
    await page.goto(previous)
    await expect(page.locator('h1, .ant-modal-title').first()).toBeVisible({ timeout: 30_000 })
    await expect(page.locator('.ant-skeleton-active, .ant-spin-spinning')).toHaveCount(0, { timeout: 30_000 })
    const violations = await seriousViolations(page)
    if (violations.length) found[previous] = violations
  }
  expect(found).toEqual({})
})

/** Waits for the screen's data: no loading skeleton or spinner left. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('.ant-skeleton-active, .ant-spin-spinning')).toHaveCount(0, { timeout: 30_000 })
}

/** Every modal that is a route, each open as staff see it: `path` opens it, or the first link of `from` whose address matches `link`. */
const ROUTE_MODALS: { state: string; path?: string; from?: string; link?: RegExp }[] = [
  { state: 'New Customer', path: '/customers/new' },
  { state: 'Edit Customer', path: `/customers/${CUSTOMER}/edit` },
  { state: 'New Campaign', path: `/customers/${CUSTOMER}/campaigns/new` },
  { state: 'Edit Campaign', path: `/campaigns/${CAMPAIGN}/edit` },
  { state: 'Add Mission', path: `/campaigns/${CAMPAIGN}/missions/new` },
  { state: 'Edit Mission', path: `/missions/${MISSION}/edit` },
  { state: 'Link Form', path: `/missions/${MISSION}/form/edit` },
  { state: 'Brief', path: `/missions/${MISSION}/brief` },
  { state: 'Extend', path: `/missions/${FINISHED}/extend` },
  { state: 'Cap Periods', path: `/missions/${CUSTOM_CAPS}/cap_periods` },
  { state: 'Reprice', path: `/missions/${MISSION}/reprice` },
  { state: 'Anywhere', path: `/missions/${ANYWHERE}/anywhere_mission/edit` },
  { state: 'New Employee', path: '/admin/employees/new' },
  { state: 'Edit Employee', from: '/admin/employees', link: /^\/admin\/employees\/[A-Z0-9]+\/edit$/ },
  { state: 'New Maya User', path: '/admin/mayaUsers/new' },
  { state: 'Edit Maya User', from: '/admin/mayaUsers', link: /^\/admin\/mayaUsers\/[^/]+\/edit$/ },
  { state: 'Reset Maya User Password', from: '/admin/mayaUsers', link: /^\/admin\/mayaUsers\/[^/]+\/reset-password$/ },
  { state: 'New Responsibility', path: '/admin/responsibilities/new' },
  { state: 'Edit Responsibility', from: '/admin/responsibilities', link: /^\/admin\/responsibilities\/[A-Z0-9]+\/edit$/ },
  { state: 'New Dashboard Mapping', path: '/admin/sisense_dashboard_responsibilities/new' },
]

/** The modals in groups of this many, a test each. */
const MODAL_GROUP = 7

for (let start = 0; start < ROUTE_MODALS.length; start += MODAL_GROUP) {
  const modals = ROUTE_MODALS.slice(start, start + MODAL_GROUP)
  test(`no serious or critical accessibility violation with a route modal open: ${modals.map((modal) => modal.state).join(', ')}`, async ({ page }) => {
    await signedIn(page)
    await expect(page).toHaveURL(/\/customers/)
    const found: Record<string, string[]> = {}
    for (const modal of modals) {
      let path = modal.path
      if (!path) {
        await page.goto(modal.from!)
        const hrefs = () => page.locator('a[href]').evaluateAll((links) => links.map((element) => element.getAttribute('href') ?? ''))
        await expect.poll(async () => (await hrefs()).some((href) => modal.link!.test(href)), { timeout: 30_000 }).toBe(true)
        path = (await hrefs()).find((href) => modal.link!.test(href))!
      }
      await page.goto(path)
      await dialogOpened(page.getByRole('dialog').first())
      await settled(page)
      const violations = await seriousViolations(page)
      if (violations.length) found[`${modal.state} (${path})`] = violations
    }
    expect(found).toEqual({})
  })
}

/** Collects the violations of each named state into `found`. */
async function check(page: Page, found: Record<string, string[]>, state: string): Promise<void> {
  const violations = await seriousViolations(page)
  if (violations.length) found[state] = violations
}

test('no serious or critical accessibility violation on the Pins tab with a row selected (the bulk action bar), its Running filter open, and the mission form showing validation errors', async ({
  page,
}) => {
  await signedIn(page)
  await expect(page).toHaveURL(/\/customers/)
  const found: Record<string, string[]> = {}

  await page.goto(`/missions/${MISSION}?tab=pins&pinsRunning=RUNNING`)
  const selectable = page.locator('.ant-table-tbody tr.ant-table-row').filter({ has: page.locator('input[type=checkbox]:not([disabled])') })
  await expect(selectable.first()).toBeVisible({ timeout: 30_000 })
  await settled(page)
  await selectable.first().locator('input[type=checkbox]').check()
  await expect(page.getByText('1 selected')).toBeVisible()
  await check(page, found, 'Pins tab, a row selected')

  await page.getByLabel('Running filter').click()
  await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toBeVisible()
  await check(page, found, 'Pins tab, Running filter open')
  await page.keyboard.press('Escape')

  await page.goto(`/campaigns/${CAMPAIGN}/missions/new`)
  const dialog = page.getByRole('dialog', { name: 'Add Mission' })
  await dialogOpened(dialog)
  await settled(page)
  await dialog.getByRole('button', { name: 'Create Mission' }).click()
  await expect(dialog.locator('.ant-form-item-explain-error').first()).toBeVisible()
  await check(page, found, 'Add Mission showing validation errors')

  expect(found).toEqual({})
})

async function openCoverage(page: Page): Promise<void> {
  await signedIn(page)
  await expect(page).toHaveURL(/\/customers/)
  await page.goto('/coverage')
  await expect(page.getByRole('heading', { name: 'Coverage Data Export' })).toBeVisible()
  await settled(page)
}

test('no serious or critical accessibility violation on the coverage form with its date picker open', async ({ page }) => {
  await openCoverage(page)
  // Each box is named for what it holds, not by its placeholder alone: drawn closed, then antd's picker.
  const boxes = () => page.locator('.ant-picker-range input')
  const names = () =>
    boxes().evaluateAll((inputs) => inputs.map((input) => Array.from((input as HTMLInputElement).labels!, (label) => label.textContent).join(' ')))
  expect(await names()).toEqual(['Date Range Start date', 'End date'])
  await page.getByRole('textbox', { name: 'Date Range Start date' }).click()
  await expect(page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)')).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'End date', exact: true })).not.toHaveAttribute('readonly')
  expect(await names()).toEqual(['Date Range Start date', 'End date'])
  expect(await seriousViolations(page)).toEqual([])
})

test('no serious or critical accessibility violation on the coverage form with its mission picker open', async ({ page }) => {
  await openCoverage(page)
  await page.getByRole('combobox').first().click()
  await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').first()).toBeVisible({ timeout: 30_000 })
  expect(await seriousViolations(page)).toEqual([])
})

test('no serious or critical accessibility violation with the user menu open, the jump-to box showing results, the keyboard shortcuts dialog, and the unsaved-changes prompt', async ({
  page,
}) => {
  await signedIn(page)
  await expect(page).toHaveURL(/\/customers/)
  await settled(page)
  const found: Record<string, string[]> = {}

  await page.getByRole('button', { name: /Logged in as/ }).click()
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible()
  await check(page, found, 'user menu open')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeHidden()

  await page.keyboard.press('Control+k')
  const jumpTo = page.getByRole('dialog', { name: 'Jump to' })
  await dialogOpened(jumpTo)
  await page.keyboard.type('endcap')
  await expect(jumpTo.getByRole('option').first()).toBeVisible({ timeout: 30_000 })
  await check(page, found, "jump-to box showing results for 'endcap'")
  await page.keyboard.press('Escape')
  await expect(jumpTo).toBeHidden()

  await page.keyboard.press('?')
  const shortcuts = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
  await dialogOpened(shortcuts)
  await check(page, found, 'keyboard shortcuts dialog')
  await page.keyboard.press('Escape')
  await expect(shortcuts).toBeHidden()

  await page.getByRole('button', { name: 'Add Customer' }).click()
  const customer = page.getByRole('dialog', { name: 'New Customer' })
  await dialogOpened(customer)
  await customer.getByLabel('Name').fill('Half-typed Customer')
  await page.keyboard.press('Escape')
  const prompt = page.getByRole('dialog', { name: 'Discard your changes?' })
  await dialogOpened(prompt)
  await check(page, found, 'unsaved-changes prompt over New Customer')
  await prompt.getByRole('button', { name: 'Discard Changes' }).click()

  expect(found).toEqual({})
})
