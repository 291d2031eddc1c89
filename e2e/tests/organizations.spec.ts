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
  const map = page.getByRole('region', { name: 'Places map' })
  await expect(map.locator('.leaflet-tile-loaded').first()).toBeVisible()
  await expect(map.locator('.marker-cluster, .leaflet-marker-icon').first()).toBeVisible()
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

test('an organization that fails to load shows the spec message with Retry', async ({ page }) => {
  await page.goto('/organizations/NOSUCHORG000')
  await expect(page.getByText('Failed to load Organization Details')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible()
})

test('the named backend routes explain themselves and link to the backend host', async ({ page }) => {
  await page.goto('/stagedStores')
  await expect(page.getByRole('heading', { name: 'Staged Stores' })).toBeVisible()
  await expect(page.getByRole('link', { name: /Open Staged Stores in the backend/ })).toHaveAttribute('href', /\/stagedStores$/)
  await screenshot(page, 'backend-staged-stores')
})
