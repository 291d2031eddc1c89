import { expect, test, type Page } from '@playwright/test'
import { screenshot, signedIn } from '../support/session'
import { apiInPage } from '../support/store-list-helpers'
import { withDatabase } from '../support/database'
import { middleTiles, MOSAIC_TILE_CLASS, tilesInView, tileUrl } from '../../apps/web/src/shared/map/tile-preload'
import { ORGANIZATION_MAP_HEIGHT } from '../../apps/web/src/features/organizations/components/organization-map-size'
import { centredView, frameView, OFFLINE_NO_STREETS } from '../../apps/web/src/shared/map/map-view'
import { mapBounds } from '../../apps/web/src/shared/map/map-points'
import type { MapBounds } from '../../packages/domain/src/organizations/organization.types'

const EVERGREEN = 'ORGEVERGREEN'

test.beforeEach(async ({ page }) => {
  await signedIn(page)
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
  // spec 001 §9: one marker per place, the map fitted to all of them (the 2,000 places are spread
  // too far for zoom 13, docs/domain/organizations.md), on the offline base map: land, borders and
  // city names, credited to their sources.
  const map = page.getByRole('region', { name: 'Places map' })
  await expect(map.locator('.leaflet-tile-loaded').first()).toBeVisible()
  await expect(map.locator('canvas').first()).toBeVisible()
  const { map_bounds: bounds } = await apiInPage<{ map_bounds: MapBounds }>(page, `/organizations/${EVERGREEN}/map_center.json`)
  await expect.poll(() => mapShowsAll(page, bounds), { timeout: 15_000 }).toBe(true)
  await expect(map.locator('img.leaflet-tile[src*="/tiles/13/"]')).toHaveCount(0)
  await expect(map.getByText(OFFLINE_NO_STREETS)).toHaveCount(0)
  await expect(map.locator('img.leaflet-tile:not(.leaflet-tile-loaded)')).toHaveCount(0, { timeout: 15_000 })
  await screenshot(page, 'organization-map-fitted')
  // Zoomed in past what the offline base map draws, it says it has no streets there; Show all
  // brings every place back.
  for (let level = 0; level < 12 && !(await map.getByText(OFFLINE_NO_STREETS).isVisible()); level++) {
    await map.getByRole('button', { name: 'Zoom in' }).click()
    await page.waitForTimeout(300)
  }
  await expect(map.getByText(OFFLINE_NO_STREETS)).toBeVisible()
  await expect.poll(() => mapShowsAll(page, bounds)).toBe(false)
  await screenshot(page, 'organization-map-no-streets')
  await map.getByRole('button', { name: 'Show all' }).click()
  await expect.poll(() => mapShowsAll(page, bounds), { timeout: 15_000 }).toBe(true)
  await expect(map.locator('.marker-cluster')).toHaveCount(0)
  await expect(map.locator('.leaflet-control-attribution')).toContainText('Natural Earth')
  await expect(map.locator('img.leaflet-tile:not(.leaflet-tile-loaded)')).toHaveCount(0, { timeout: 15_000 })
  // The tiles drawn before the map was there are gone once its own show.
  await expect(map.locator(`img.${MOSAIC_TILE_CLASS}`)).toHaveCount(0)
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

/**
 * Whether the places map shows `bounds` fitted as the console opens it (no closer than zoom 13):
 * every tile of that view (its zoom and centre as Leaflet's fit picks them, `centredView`, held
 * against Leaflet's own in its test) is on the map, and no tile of another zoom.
 */
async function mapShowsAll(page: Page, bounds: MapBounds): Promise<boolean> {
  const container = page.getByRole('region', { name: 'Places map' }).locator('.leaflet-container')
  const size = await container.evaluate((element) => ({ width: element.clientWidth, height: element.clientHeight }))
  const fitted = centredView(frameView(mapBounds(bounds), 13), size)!
  const { mapTileUrl } = await page.evaluate(() => fetch('/app-config.json').then((response) => response.json() as Promise<{ mapTileUrl: string }>))
  const expected = tilesInView(fitted.center, fitted.zoom, size).map((tile) => new URL(tileUrl(mapTileUrl, tile, false)!, 'http://x').pathname)
  const shown = await container.locator('img.leaflet-tile').evaluateAll((images) => images.map((image) => new URL((image as HTMLImageElement).src).pathname))
  return shown.every((path) => path.startsWith(`/tiles/${fitted.zoom}/`)) && expected.every((path) => shown.includes(path))
}

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
  await expect(tiles.first()).toHaveAttribute('src', /\/tiles\/\d+\//)
  await expect(map.locator('img.leaflet-tile:not(.leaflet-tile-loaded)')).toHaveCount(0, { timeout: 15_000 })
  const tilesBefore = await tiles.evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src).sort())
  // The places are still held back: no count of them, no rows.
  await expect(page.getByText(/places have coordinates/)).toHaveCount(0)

  releasePlaces()
  await expect(page.getByText(/of 2,000 places have coordinates/)).toBeVisible()
  await expect(page.locator('.ant-card').filter({ hasText: 'Places' }).last().locator('tr.ant-table-row')).toHaveCount(10)
  // Their markers come onto the map where it opened: the server's corners are the places' own.
  expect(await tiles.evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src).sort())).toEqual(tilesBefore)
})

/**
 * An organization of one place: its map opens at zoom 13 whatever its width, so its tiles are known
 * before the page is laid out (a chain spread wider opens at a zoom its width decides, and loads
 * its tiles itself). Made here, so a test does not depend on what other tests left behind. Its
 * map's tiles are asked for once, so the server has drawn them before the page wants them.
 */
async function onePlaceOrganization(page: Page) {
  const { identity, latitude, longitude } = await withDatabase(async (db) => {
    const { rows: orgs } = await db.query(`insert into organizations (name) values ($1) returning id, identity`, [`One Place Mart ${Date.now().toString(36)}`])
    const { rows: places } = await db.query(
      `insert into places (street, city, state, postal_code, latitude, longitude, timezone)
       values ('401 Congress Ave', 'Austin', 'TX', '78701', 30.2669, -97.7428, 'America/Chicago') returning id, latitude, longitude`,
    )
    await db.query(`insert into organization_places (organization_id, place_id) values ($1, $2)`, [orgs[0].id, places[0].id])
    return { identity: orgs[0].identity as string, latitude: places[0].latitude as number, longitude: places[0].longitude as number }
  })
  const bounds: MapBounds = { south: latitude, west: longitude, north: latitude, east: longitude }
  const fitted = centredView(frameView(mapBounds(bounds), 13), { width: 512, height: ORGANIZATION_MAP_HEIGHT - 2 })!
  const center = { latitude: fitted.center[0], longitude: fitted.center[1] }
  const { mapTileUrl } = await page.evaluate(() => fetch('/app-config.json').then((response) => response.json() as Promise<{ mapTileUrl: string }>))
  const around = tilesInView([center.latitude, center.longitude], 13, { width: 1024, height: 440 }).map((tile) => tileUrl(mapTileUrl, tile, false)!)
  await page.evaluate((urls) => Promise.all(urls.map((url) => fetch(url, { cache: 'no-store' }))), around)
  return { identity, center, mapTileUrl }
}

/** Notes, from the next page's start, when its map appears and each largest paint the browser reports (`window.__seen`). */
async function watchPaints(page: Page) {
  await page.addInitScript(() => {
    const seen = { mapAt: -1, largestPaints: [] as string[] }
    Object.assign(window, { __seen: seen })
    new MutationObserver(() => {
      if (seen.mapAt < 0 && document.querySelector('.mosaic-tile, .leaflet-container')) seen.mapAt = performance.now()
    }).observe(document, { subtree: true, childList: true })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null; url: string })[]) {
        // An element removed before this runs (the mosaic Leaflet replaces) is named by its address alone.
        seen.largestPaints.push(entry.element ? `${entry.element.tagName} ${entry.element.className} ${entry.url}` : `(gone) ${entry.url}`)
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true })
  })
}

/** The largest paints noted so far, once the browser has reported the first (it does a little after the paint). */
async function largestPaints(page: Page): Promise<string[]> {
  const noted = () => page.evaluate(() => (window as unknown as { __seen: { largestPaints: string[] } }).__seen.largestPaints)
  await expect.poll(async () => (await noted()).length).toBeGreaterThan(0)
  return noted()
}

/** A first largest paint that is a base-map tile at zoom 13 drawn before the map (or gone since, replaced by Leaflet's). */
const A_MOSAIC_TILE = new RegExp(`^(IMG ${MOSAIC_TILE_CLASS}|\\(gone\\)) .*/tiles/13/`)

test("an organization's map paints its middle tiles in the page's first frame: they load beside the page's data", async ({ page }) => {
  const { identity: ONE_PLACE, center, mapTileUrl } = await onePlaceOrganization(page)
  await watchPaints(page)
  await page.goto(`/organizations/${ONE_PLACE}`)
  const map = page.getByRole('region', { name: 'Places map' })
  await expect(map.locator('img.leaflet-tile-loaded').first()).toBeVisible()
  await largestPaints(page)
  // The middle tiles the page preloads (in this window, for this map's height), by address.
  const middle = middleTiles([center.latitude, center.longitude], 13, ORGANIZATION_MAP_HEIGHT, page.viewportSize()!.width).map((tile) =>
    tileUrl(mapTileUrl, tile, false)!,
  )
  const { mapAt, centreAnswered, paints, preloaded, arrivedInTime } = await page.evaluate((middle) => {
    const { mapAt, largestPaints: paints } = (window as unknown as { __seen: { mapAt: number; largestPaints: string[] } }).__seen
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
    const tiles = resources.filter((entry) => middle.includes(new URL(entry.name).pathname) && entry.startTime < mapAt)
    const centreAnswered = resources.find((entry) => entry.name.includes('/map_center.json'))?.responseEnd ?? 0
    return {
      mapAt,
      centreAnswered,
      paints,
      preloaded: tiles.map((entry) => new URL(entry.name).pathname),
      // Whether every preloaded tile was in well within the page's wait for them (300 ms after the
      // map's centre came), so decoded before the first render.
      arrivedInTime: tiles.every((entry) => entry.responseEnd < centreAnswered + 200),
    }
  }, middle)
  expect(mapAt).toBeGreaterThan(0)
  expect(centreAnswered).toBeGreaterThan(0)
  // Asked for before the map existed, and every one of them is a tile the map shows (none for nothing).
  expect(preloaded.sort()).toEqual([...middle].sort())
  const shown = await map.locator('img.leaflet-tile').evaluateAll((images) => images.map((image) => new URL((image as HTMLImageElement).src).pathname))
  expect(shown).toEqual(expect.arrayContaining(preloaded))
  // The first frame's largest paint is already a tile, not the title drawn a frame before the map's
  // tiles: the promise the page makes when its tiles come within its bounded wait (300 ms). On a
  // machine too busy for that (the browser tests run side by side) the page draws without them, by
  // design; the test then says so instead of failing on the machine's load.
  if (arrivedInTime) expect(paints[0]).toMatch(A_MOSAIC_TILE)
  else test.info().annotations.push({ type: 'tiles late', description: 'the preloaded tiles came after the page stopped waiting for them' })
})

test("a map centre slower than the page's data still holds the first frame: a first load waits for it (at most 1 s)", async ({ page }) => {
  const { identity } = await onePlaceOrganization(page)
  // Answered 0.8 s late: past the first render's wait for the page's data (0.5 s), within the route's for the map (1 s).
  await page.route('**/map_center.json', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800))
    await route.continue()
  })
  await watchPaints(page)
  await page.goto(`/organizations/${identity}`)
  await expect(page.getByRole('region', { name: 'Places map' }).locator('img.leaflet-tile-loaded').first()).toBeVisible()
  // Not the title a frame or more before the map: the page's first frame holds the map's tiles.
  expect((await largestPaints(page))[0]).toMatch(A_MOSAIC_TILE)
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
