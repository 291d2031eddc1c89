import { expect, test, type Page } from '@playwright/test'
import { screenshot, signedIn } from '../support/session'

// Fixed demo missions (apps/server/src/db/seed/demo-identities.ts).
const ENABLED = 'MENABLED0001'
const CLOSED = 'MCLOSED00001'
const CREATED = 'MCREATED0001'
const FINISHED = 'MFINISHED001'
const CUSTOM_CAPS = 'MCUSTOMCAP01'
const CUSTOM_NO_PERIODS = 'MCUSTOMNONE1'
const ANYWHERE = 'MANYWHERE001'
const EVERYDAY_CAMPAIGN = 'CEVERYDAY001'
const SELF_FUNDED_CAMPAIGN = 'CSELFFUNDED1'
const PRIVATE = 'MPRIVATE0001'
const PUBLIC_STATIC = 'MPUBSTATIC01'

test.beforeEach(async ({ page }) => {
  await signedIn(page)
  await expect(page).toHaveURL(/\/customers/)
})

async function openMission(page: Page, identity: string, suffix = '') {
  await page.goto(`/missions/${identity}${suffix}`)
  await expect(page.getByLabel('Cap progress')).toBeVisible()
}

/** 'MMM D, YYYY' of today + n days, as the pickers read typed text. */
function displayDay(offset: number): string {
  const date = new Date()
  date.setDate(date.getDate() + offset)
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })
}

async function pickRange(page: Page, start: string, end: string) {
  const dialog = page.getByRole('dialog')
  const startInput = dialog.getByPlaceholder('Start date')
  const endInput = dialog.getByPlaceholder('End date')
  await startInput.click()
  await startInput.fill(start)
  await startInput.press('Enter')
  await expect(startInput).toHaveValue(start)
  // The picker moves focus to the end input once the start is taken; wait for it before typing.
  await endInput.click()
  await endInput.fill(end)
  await endInput.press('Enter')
  await expect(endInput).toHaveValue(end)
}

test('the state buttons switch a mission DOWN and back UP at once', async ({ page }) => {
  await openMission(page, ENABLED)
  const tag = page.getByTestId('display-state').first()
  await expect(tag).toHaveText('ENABLED')
  await screenshot(page, 'mission-detail')
  await page.getByRole('button', { name: 'DOWN', exact: true }).click()
  await expect(tag).toHaveText('DISABLED')
  await expect(page.getByText(/^Successfully Edited /).first()).toBeVisible()
  await page.getByRole('button', { name: 'UP', exact: true }).click()
  await expect(tag).toHaveText('ENABLED')
  await page.getByRole('tab', { name: 'History' }).click()
  await expect(page.getByRole('cell', { name: 'editMissionState' }).first()).toBeVisible()
})

test('editing with a 4-character description shows the message; a started mission locks its dates', async ({ page }) => {
  await openMission(page, ENABLED, '/edit')
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByText('Some fields cannot be changed since this Mission has already started.')).toBeVisible()
  await expect(dialog.getByPlaceholder('Start date')).toBeDisabled()
  await dialog.getByLabel('Description').fill('abcd')
  await dialog.getByLabel('Name').click()
  await expect(dialog.getByText('Must be between 5 and 200 characters')).toBeVisible()
  await screenshot(page, 'mission-edit-modal')
  await dialog.getByRole('button', { name: 'Save Mission' }).click()
  await expect(dialog.getByText('Must be between 5 and 200 characters')).toBeVisible()
  // The edited form asks before its changes are dropped.
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await page.getByRole('button', { name: 'Discard Changes' }).click()
  await expect(page).toHaveURL(new RegExp(`/missions/${ENABLED}$`))
})

test('a cap period overlapping another is refused', async ({ page }) => {
  await openMission(page, CUSTOM_NO_PERIODS, '/cap_periods')
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Add Cap Period' }).click()
  await dialog.getByLabel('Title').fill('E2E Inner')
  await pickRange(page, displayDay(10), displayDay(15))
  await dialog.getByRole('button', { name: 'Add Cap Period' }).click()
  await expect(page.getByText('Successfully created Mission cap period E2E Inner')).toBeVisible()

  await dialog.getByRole('button', { name: 'Add Cap Period' }).click()
  await dialog.getByLabel('Title').fill('E2E Outer')
  await pickRange(page, displayDay(5), displayDay(20))
  await dialog.getByRole('button', { name: 'Add Cap Period' }).click()
  await expect(dialog.getByText('Overlaps the cap period E2E Inner')).toBeVisible()
  await screenshot(page, 'mission-cap-periods-overlap')
  await dialog.getByRole('button', { name: 'Cancel' }).click()

  // Leave the demo mission as it was.
  await dialog.getByRole('button', { name: 'Delete E2E Inner' }).click()
  await page.getByRole('button', { name: 'Yes' }).click()
  await expect(page.getByText('Successfully deleted Mission cap period E2E Inner')).toBeVisible()
})

test('a CLOSED mission has no edit control', async ({ page }) => {
  await openMission(page, CLOSED)
  await expect(page.getByText('This Mission is closed. No further changes can be made.')).toBeVisible()
  await expect(page.getByTestId('display-state').first()).toHaveText('CLOSED')
  for (const name of ['Edit Mission', 'UP', 'DOWN', 'TEST MODE', 'Link Form', 'Cap Periods', 'Edit Price', 'Extend', 'Upload Store List']) {
    await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0)
  }
  await page.getByRole('tab', { name: 'Brief' }).click()
  await expect(page.getByRole('button', { name: /Brief$/ })).toHaveCount(0)
  await screenshot(page, 'mission-closed')
})

test('screens: every tab and modal of the mission page', async ({ page }) => {
  // Many pages in one test: allow for a machine shared with other runs.
  test.setTimeout(240_000)
  await openMission(page, ENABLED)
  for (const tab of ['Groups', 'Pins', 'Map', 'Brief', 'History']) {
    await page.getByRole('tab', { name: tab }).click()
    // Each tab loads its own data: wait until no spinner is left before the picture.
    await expect(page.getByRole('tabpanel').locator('.ant-spin-spinning')).toHaveCount(0)
    await page.waitForTimeout(500)
    await screenshot(page, `mission-tab-${tab.toLowerCase()}`)
  }

  await openMission(page, CREATED)
  await expect(page.getByText('Create a Mission Brief in the Brief tab below')).toBeVisible()
  await screenshot(page, 'mission-created-banners')
  await page.goto(`/missions/${CREATED}/brief`)
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByPlaceholder('15 - 25 minutes')).toBeVisible()
  await expect(dialog.getByPlaceholder('2 - 10 photos')).toBeVisible()
  await dialog.getByRole('button', { name: 'Save Brief' }).click()
  await expect(dialog.getByText('This field is required.').first()).toBeVisible()
  await expect(dialog.getByText('Add an input.').first()).toBeVisible()
  await screenshot(page, 'mission-brief-modal')

  await page.goto(`/missions/${CREATED}/form/edit`)
  await expect(page.getByRole('dialog').getByText('Link Form', { exact: true }).first()).toBeVisible()
  await screenshot(page, 'mission-link-form-modal')

  await openMission(page, ANYWHERE, '/anywhere_mission/edit')
  await page.getByRole('dialog').getByLabel('Frequency Cap').fill('0')
  await page.getByRole('dialog').getByLabel('Base Price').click()
  await expect(page.getByText('Enter a number above 0')).toBeVisible()
  await screenshot(page, 'mission-anywhere-modal')

  await openMission(page, FINISHED)
  await expect(page.getByText(/This Mission has finished and will close/)).toBeVisible()
  await page.getByRole('button', { name: 'Extend', exact: true }).click()
  await expect(page).toHaveURL(/\/extend$/)
  await screenshot(page, 'mission-extend-modal')

  await openMission(page, CUSTOM_CAPS, '/cap_periods')
  await screenshot(page, 'mission-cap-periods-modal')

  await page.goto(`/campaigns/${EVERYDAY_CAMPAIGN}/missions/new`)
  await expect(page.getByRole('dialog').getByText('Add Mission')).toBeVisible()
  await screenshot(page, 'mission-add-modal')

  await page.goto(`/customers/CNORTHWIND01/campaigns/${EVERYDAY_CAMPAIGN}/missions/${ENABLED}`)
  await expect(page).toHaveURL(new RegExp(`/missions/${ENABLED}$`))
})

test('Add Mission creates a mission in a self-funded campaign and opens its page', async ({ page }) => {
  await page.goto(`/campaigns/${SELF_FUNDED_CAMPAIGN}/missions/new`)
  const dialog = page.getByRole('dialog')
  const name = `E2E Mission ${Date.now()}`
  await dialog.getByLabel('Name').fill(name)
  await dialog.getByLabel('Description').fill('Created by the missions e2e spec')
  await pickRange(page, displayDay(1), displayDay(5))
  await dialog.getByLabel('Base Price').fill('450')
  await dialog.getByLabel('Customer Cost').fill('12')
  // Self-funded: no Salesforce opportunity needed.
  await dialog.getByRole('button', { name: 'Create Mission' }).click()
  await expect(page).toHaveURL(/\/missions\/[A-Z0-9]{12}$/)
  await expect(page.getByRole('heading', { name })).toBeVisible()
  await expect(page.getByTestId('display-state').first()).toHaveText('CREATED')
})

test('eligibility: PRIVATE lists swarms with sizes, PUBLIC_STATIC splits the specification', async ({ page }) => {
  await openMission(page, PRIVATE)
  const privateCard = page.locator('.ant-card').filter({ hasText: 'Eligibility' })
  await expect(privateCard.getByText('PRIVATE')).toBeVisible()
  await expect(privateCard.getByText('Top Performers')).toBeVisible()
  await expect(privateCard.getByText(/\d+ bees/).first()).toBeVisible()
  await screenshot(page, 'mission-eligibility-private')
  await openMission(page, PUBLIC_STATIC)
  const staticCard = page.locator('.ant-card').filter({ hasText: 'Eligibility' })
  await expect(staticCard.getByText(/Swarm size: \d+/)).toBeVisible()
  await screenshot(page, 'mission-eligibility-public-static')
})

test('an unknown mission shows the not-found screen', async ({ page }) => {
  await page.goto('/missions/NOSUCHMISSN1')
  await expect(page.getByText('Page not found')).toBeVisible()
  await expect(page.getByText("The page you were looking for doesn't exist.")).toBeVisible()
})

test('Edit Price, Link Form, Brief and Extend save through the form and say so', async ({ page }) => {
  await openMission(page, ANYWHERE, '/anywhere_mission/edit')
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Frequency Cap').fill('3')
  await dialog.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText(/^Successfully updated Base Price to \d+ & Frequency Cap to 3$/)).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/missions/${ANYWHERE}$`))

  await openMission(page, ENABLED, '/form/edit')
  await dialog.getByRole('combobox').click()
  await page.keyboard.press('Enter')
  await dialog.getByRole('button', { name: 'Link Form', exact: true }).click()
  await expect(page.getByText(/^Successfully linked Form ".+" to a Survey$/)).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/missions/${ENABLED}$`))

  await openMission(page, CREATED, '/brief')
  await dialog.getByPlaceholder('15 - 25 minutes').fill('15 minutes')
  await dialog.getByPlaceholder('2 - 10 photos').fill('3')
  await dialog.getByLabel('Mission Description 1', { exact: true }).fill('At the entrance')
  await dialog.getByLabel('Requirements 1', { exact: true }).fill('Take photos')
  await dialog.getByLabel('Requirements 2', { exact: true }).fill('Answer questions')
  await dialog.getByRole('button', { name: 'Save Brief' }).click()
  await expect(page.getByText('Successfully updated mission brief', { exact: true })).toBeVisible()
  await expect(page.getByText('Create a Mission Brief in the Brief tab below')).toHaveCount(0)

  await openMission(page, FINISHED, '/extend')
  const endInput = dialog.getByPlaceholder('End date')
  await endInput.click()
  // The spec's disabled days (before today, after the campaign end), and the field says which they are.
  await expect(page.locator('.ant-picker-dropdown .ant-picker-cell-disabled').first()).toBeAttached()
  await expect(dialog.getByText(/^The new end date can be from .+, the campaign's end\.$/)).toBeVisible()
  await endInput.fill(displayDay(10))
  await endInput.press('Enter')
  await expect(endInput).toHaveValue(displayDay(10))
  await dialog.getByRole('button', { name: 'Extend', exact: true }).click()
  await expect(page.getByText('Successfully extended Spring Display Audit', { exact: true })).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/missions/${FINISHED}$`))
})
