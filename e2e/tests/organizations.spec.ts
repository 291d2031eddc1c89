import { expect, test } from '@playwright/test'
import { screenshot, signIn } from '../support/session'

const EVERGREEN = 'ORGEVERGREEN'

test.beforeEach(async ({ page }) => {
  await signIn(page)
  await expect(page).toHaveURL(/\/customers/)
})

test('Orgs: page through the list, open an organization with its map and places, open a place', async ({ page }) => {
  await page.getByRole('menu', { name: 'Main menu' }).getByRole('link', { name: 'Orgs', exact: true }).click()
  await expect(page).toHaveURL(/\/organizations$/)
  await expect(page.getByRole('heading', { name: 'Organizations' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Add Organization' })).toBeDisabled()
  const rows = page.locator('.ant-table-tbody tr.ant-table-row')
  await expect(rows).toHaveCount(10)
  const firstOnPageOne = await rows.first().locator('td').first().innerText()
  await screenshot(page, 'organizations-list')

  await page.getByTitle('Next Page').click()
  await expect(page).toHaveURL(/page=2/)
  await expect(rows.first().locator('td').first()).not.toHaveText(firstOnPageOne)

  await page.getByLabel('Search organizations').fill('Evergreen')
  await page.getByLabel('Search organizations').press('Enter')
  await expect(page).toHaveURL(/search=Evergreen/)
  await expect(page).not.toHaveURL(/page=2/)
  await page.getByRole('link', { name: `View Evergreen Pharmacy` }).click()

  await expect(page).toHaveURL(new RegExp(`/organizations/${EVERGREEN}$`))
  await expect(page.getByRole('heading', { name: 'Evergreen Pharmacy' })).toBeVisible()
  for (const label of ['Add New Place', 'Edit', 'Show Dups']) await expect(page.getByRole('button', { name: label, exact: true }).first()).toBeDisabled()
  // spec 001 §9: one marker per place, at zoom 13 (the tiles asked for are zoom 13's), on the offline
  // base map: land, borders and city names, credited to their sources.
  const map = page.getByRole('region', { name: 'Places map' })
  await expect(map.locator('.leaflet-tile-loaded').first()).toBeVisible()
  await expect(map.locator('img.leaflet-tile[src*="/tiles/13/"]').first()).toBeAttached()
  await expect(map.locator('img.leaflet-tile:not([src*="/tiles/13/"])')).toHaveCount(0)
  await expect(map.locator('canvas').first()).toBeVisible()
  await expect(map.locator('.marker-cluster')).toHaveCount(0)
  await expect(map.locator('.leaflet-control-attribution')).toContainText('Natural Earth')
  await expect(map.locator('img.leaflet-tile:not(.leaflet-tile-loaded)')).toHaveCount(0, { timeout: 15_000 })
  const places = page.locator('.ant-card').filter({ hasText: 'Places' }).last().locator('tr.ant-table-row')
  await expect(places).toHaveCount(10)
  await expect(page.getByText('2,000 places', { exact: true })).toBeVisible()
  await screenshot(page, 'organization-detail')

  await places.first().getByRole('link', { name: 'View' }).click()
  await expect(page).toHaveURL(/\/organization_places\/[A-Z0-9]{12}$/)
  await expect(page.getByText('Organization place')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Place map' }).locator('.leaflet-marker-icon')).toHaveCount(1)
  await screenshot(page, 'organization-place')

  await page.getByRole('link', { name: /^[A-Z0-9]{12}$/ }).click()
  await expect(page).toHaveURL(/\/places\/[A-Z0-9]{12}$/)
  await expect(page.getByText('Stores at this place')).toBeVisible()
  await screenshot(page, 'place')
})

test('an organization opened by its address draws its map before its places arrive, and keeps the view when they do', async ({ page }) => {
  let releasePlaces = () => {}
  const placesHeld = new Promise<void>((resolve) => (releasePlaces = resolve))
  await page.route('**/api/organizations/*/organization_places.json', async (route) => {
    await placesHeld
    await route.continue()
  })
  await page.goto(`/organizations/${EVERGREEN}`)
  const map = page.getByRole('region', { name: 'Places map' })
  const tiles = map.locator('img.leaflet-tile')
  await expect(tiles.first()).toHaveAttribute('src', /\/tiles\/13\//)
  await expect(map.locator('img.leaflet-tile:not(.leaflet-tile-loaded)')).toHaveCount(0, { timeout: 15_000 })
  const tilesBefore = await tiles.evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src).sort())
  // The places are still held back: no count of them, no rows.
  await expect(page.getByText(/places have coordinates/)).toHaveCount(0)

  releasePlaces()
  await expect(page.getByText(/of 2,000 places have coordinates/)).toBeVisible()
  await expect(page.locator('.ant-card').filter({ hasText: 'Places' }).last().locator('tr.ant-table-row')).toHaveCount(10)
  // Their markers come onto the map where it opened: the server's centre is the places' own middle.
  expect(await tiles.evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src).sort())).toEqual(tilesBefore)
})

test('an organization that fails to load shows the spec message with Retry, and nothing empty under it', async ({ page }) => {
  await page.goto('/organizations/NOSUCHORG000')
  await expect(page.getByText('Failed to load Organization Details')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Places map' })).toHaveCount(0)
  await expect(page.locator('.ant-skeleton')).toHaveCount(0)
  await expect(page.locator('.ant-card-head-title').filter({ hasText: /^Places$/ })).toHaveCount(0)
  await screenshot(page, 'organization-unknown')
})

test('the named backend routes explain themselves and link to the backend host', async ({ page }) => {
  await page.goto('/stagedStores')
  await expect(page.getByRole('heading', { name: 'Staged Stores' })).toBeVisible()
  await expect(page.getByRole('link', { name: /Open Staged Stores in the backend/ })).toHaveAttribute('href', /\/stagedStores$/)
  await screenshot(page, 'backend-staged-stores')
})
