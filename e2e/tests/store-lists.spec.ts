import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { screenshot, signedIn } from '../support/session'
import { apiInPage, austinStoreRows, createTestMission, fillTemplate, graphqlInPage, readSheet } from '../support/store-list-helpers'

const CAMPAIGN = 'CSELFFUNDED1'
const BIG_CHAIN = 'ORGEVERGREEN'

interface Place {
  identity: string
  store_number: string | null
  street: string
  city: string
  state: string
  postal_code: string
}

test('upload a store list: template, exact errors and warnings, fix, Add Stores, report to 100 %, matched store, export', async ({ page }) => {
  test.setTimeout(180_000)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-store-list-'))
  await signedIn(page)
  await expect(page).toHaveURL(/\/customers/)
  const tag = Date.now().toString(36).toUpperCase()
  const mission = await createTestMission(page, CAMPAIGN, `Store list e2e ${tag}`)
  const chain = (await apiInPage<{ organization: { name: string } }>(page, `/organizations/${BIG_CHAIN}.json`)).organization
  const places = (await apiInPage<{ organization_places: Place[] }>(page, `/organizations/${BIG_CHAIN}/organization_places.json?limit=50`)).organization_places
    .filter((place) => place.store_number)
    .slice(0, 10)
  expect(places).toHaveLength(10)

  // 1. Download the template from the upload page.
  await page.goto(`/campaigns/${CAMPAIGN}/store-lists/new`)
  await expect(page.getByRole('heading', { name: 'Upload Store List' })).toBeVisible()
  for (const step of ['Read file', 'Processed file', 'Add Stores']) await expect(page.locator('.ant-steps').getByText(step, { exact: true })).toBeVisible()
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /Download Template/ }).click()])
  expect(download.suggestedFilename()).toBe('Mission Deploy Template R3.xlsx')
  const templatePath = path.join(dir, 'template.xlsx')
  await download.saveAs(templatePath)

  // 2. Twenty rows in two groups: ten known stores of the chain, ten new ones; one in Nevada, one bad zip.
  const known = places.map((place) => ({
    wiser_mission_id: mission.identity,
    group_name: 'Known Stores',
    group_cap: 10,
    org_name: chain.name,
    store_number: place.store_number,
    street_address: place.street,
    city: place.city,
    state: place.state,
    postal_code: place.postal_code,
    country: 'US',
    pin_active: 'true',
  }))
  const fresh = austinStoreRows(10, { wiser_mission_id: String(mission.legacyIdentity), group_name: 'New Stores', org_name: `E2E Market ${tag}` }, (i) => ({
    pin_active: i % 2 ? '1' : 'false',
  }))
  fresh[3] = { ...fresh[3]!, street_address: '300 Fremont St', city: 'Las Vegas', state: 'NV', postal_code: '89101' }
  const rows = [...known, ...fresh]
  const badRows = rows.map((row, i) => (i === 15 ? { ...row, postal_code: '787011' } : row))
  const badFile = path.join(dir, 'stores-bad.xlsx')
  fillTemplate(templatePath, badRows, badFile)

  // 3. Upload: the exact error and warning texts, Add Stores disabled.
  await page.locator('input[type=file]').setInputFiles(badFile)
  await expect(page.getByTestId('upload-errors')).toContainText('Row 18: Invalid US zip code: 787011')
  await expect(page.getByTestId('upload-warnings')).toContainText('Row 16: Store is in Nevada')
  await expect(page.getByText('Store Rows')).toBeVisible()
  await expect(page.getByTestId('mission-card')).toHaveCount(2)
  await expect(page.getByRole('button', { name: 'Add Stores' })).toBeDisabled()
  await screenshot(page, 'store-list-upload-errors')

  // 4. Fix and upload again: only the warning remains; Add Stores goes to the report.
  const goodFile = path.join(dir, 'stores.xlsx')
  fillTemplate(templatePath, rows, goodFile)
  await page.locator('input[type=file]').setInputFiles(goodFile)
  await expect(page.getByTestId('upload-warnings')).toContainText('Row 16: Store is in Nevada')
  await expect(page.getByTestId('upload-errors')).toHaveCount(0)
  const addStores = page.getByRole('button', { name: 'Add Stores' })
  await expect(addStores).toBeEnabled()
  await addStores.click()
  await expect(page).toHaveURL(/\/store-lists\/[A-Z0-9]{12}$/)
  await expect(page.getByRole('heading', { name: 'Store List Upload Report' })).toBeVisible()
  await expect(page.getByText('stores.xlsx').first()).toBeVisible()

  // 5. The report reaches PROCESSED at 100 % (it polls every 10 s).
  await expect(page.getByTestId('store-list-status')).toHaveText('PROCESSED', { timeout: 60_000 })
  await expect(page.getByTestId('store-list-progress')).toHaveAttribute('data-percent', '100')
  await expect(page.locator('.ant-statistic').filter({ hasText: 'Pins Created' })).toContainText('20')
  await screenshot(page, 'store-list-report-done')
  // The status summary filters the rows table; Clear Filter shows every row again.
  await page.getByRole('button', { name: /^Filter PIN_ADDED_TO_MISSION Created a new store/ }).click()
  await expect(page.getByText('10 rows')).toBeVisible()
  await page.getByRole('button', { name: 'Clear Filter' }).click()
  await expect(page.getByText('20 rows')).toBeVisible()

  // 6. Open a matched store.
  const matched = page.getByRole('link', { name: new RegExp(`${chain.name} #${places[0]!.store_number}`) })
  await matched.click()
  await expect(page).toHaveURL(new RegExp(`/organization_places/${places[0]!.identity}$`))
  await page.goBack()

  // 7. The campaign's list, and the export.
  await page.goto(`/campaigns/${CAMPAIGN}/store-lists`)
  const row = page.locator('tr', { hasText: 'stores.xlsx' }).first()
  await expect(row).toContainText('PROCESSED')
  await screenshot(page, 'store-list-campaign-list')
  const [exported] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: /Export/ }).click()])
  const exportPath = path.join(dir, 'export.xlsx')
  await exported.saveAs(exportPath)
  const exportedRows = readSheet(exportPath)
  expect(exportedRows).toHaveLength(20)
  expect(exportedRows.every((r) => r.status === 'PIN_ADDED_TO_MISSION')).toBe(true)

  // 8. A larger list, to see the report while it is still processing.
  const bulk = austinStoreRows(1500, { wiser_mission_id: mission.identity, group_name: 'Bulk', group_cap: 20, org_name: `E2E Bulk ${tag}` }, (i) => ({
    group_name: `Bulk ${i % 5}`,
    store_number: `B${i + 1}`,
    street_address: `${1000 + i} Lamar Blvd`,
    postal_code: '78703',
  }))
  const bulkFile = path.join(dir, 'bulk.xlsx')
  fillTemplate(templatePath, bulk, bulkFile)
  await page.goto(`/campaigns/${CAMPAIGN}/store-lists/new`)
  await page.locator('input[type=file]').setInputFiles(bulkFile)
  await expect(page.getByRole('button', { name: 'Add Stores' })).toBeEnabled()
  await page.getByRole('button', { name: 'Add Stores' }).click()
  await expect(page.getByRole('heading', { name: 'Store List Upload Report' })).toBeVisible()
  await expect(page.getByTestId('store-list-progress')).toBeVisible({ timeout: 30_000 })
  await expect(page.locator('.ant-table-row').first()).toBeVisible({ timeout: 30_000 })
  await screenshot(page, 'store-list-report-processing')
  await expect(page.getByTestId('store-list-status')).toHaveText('PROCESSED', { timeout: 120_000 })
})

test('the upload page says what Add Stores will do: new organizations with their closest names, approximate new stores, paused pins', async ({ page }) => {
  test.setTimeout(120_000)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-store-preview-'))
  await signedIn(page)
  await expect(page).toHaveURL(/\/customers/)
  const chain = (await apiInPage<{ organization: { name: string } }>(page, `/organizations/${BIG_CHAIN}.json`)).organization
  // The chain's name with one letter dropped: the typo a person makes.
  const typo = chain.name.slice(0, 3) + chain.name.slice(4)
  const mission = await createTestMission(page, CAMPAIGN, `Store preview e2e ${Date.now().toString(36)}`)
  const rows = austinStoreRows(4, { wiser_mission_id: mission.identity, group_name: 'Preview', group_cap: 10, org_name: typo }, (i) => ({
    store_number: `P${i + 1}`,
    street_address: `${300 + i} Guadalupe St`,
    postal_code: '78705',
    pin_active: i < 2 ? '' : 'true',
  }))
  await page.goto(`/campaigns/${CAMPAIGN}/store-lists/new`)
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /Download Template/ }).click()])
  const templatePath = path.join(dir, 'template.xlsx')
  await download.saveAs(templatePath)
  const file = path.join(dir, 'preview.xlsx')
  fillTemplate(templatePath, rows, file)
  await page.locator('input[type=file]').setInputFiles(file)

  await expect(page.getByTestId('preview-new-organizations')).toContainText('1 organization will be created: check the spelling before adding stores.')
  await expect(page.getByTestId('preview-new-organizations')).toContainText(`"${typo}" (4 rows): closest existing name`)
  await expect(page.getByTestId('preview-new-organizations')).toContainText(chain.name)
  await expect(page.getByTestId('preview-new-stores')).toContainText(
    '4 stores will be created at an approximate location (the centre of the ZIP code), not at the street address. Rows 3, 4, 5, 6',
  )
  await expect(page.getByTestId('preview-paused-pins')).toContainText('2 pins will be added paused (pin_active is blank or false). Rows 3, 4')
  // Warnings, not errors: Add Stores stays available.
  await expect(page.getByRole('button', { name: 'Add Stores' })).toBeEnabled()
  await screenshot(page, 'store-list-upload-preview')
})

test('the report tells the truth: the campaign page shows a new list at once, rows are final at PROCESSED, a re-upload creates no pin', async ({ page }) => {
  test.setTimeout(180_000)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-store-truth-'))
  await signedIn(page)
  await expect(page).toHaveURL(/\/customers/)
  const tag = Date.now().toString(36).toUpperCase()
  const mission = await createTestMission(page, CAMPAIGN, `Store truth e2e ${tag}`)
  const stores = austinStoreRows(6, { wiser_mission_id: mission.identity, group_name: 'Truth', group_cap: 10, org_name: `E2E Truth ${tag}` }, (i) => ({
    store_number: `T${i + 1}`,
    street_address: `${200 + i} Barton Springs Rd`,
    postal_code: '78704',
  }))

  // The campaign page first (its data cached), then the upload from its Recent Store List card.
  await page.goto(`/campaigns/${CAMPAIGN}`)
  await expect(page.getByText('Recent Store List')).toBeVisible()
  await page.getByRole('button', { name: 'Upload Store List' }).click()
  await expect(page.getByRole('heading', { name: 'Upload Store List' })).toBeVisible()
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /Download Template/ }).click()])
  const templatePath = path.join(dir, 'template.xlsx')
  await download.saveAs(templatePath)
  const first = path.join(dir, `truth-${tag}.xlsx`)
  fillTemplate(templatePath, stores, first)
  await page.locator('input[type=file]').setInputFiles(first)
  await page.getByRole('button', { name: 'Add Stores' }).click()
  await expect(page.getByRole('heading', { name: 'Store List Upload Report' })).toBeVisible()

  // Back on the campaign page, the new list is there without waiting for the page's 60 s poll.
  await page.getByRole('link', { name: /^Campaign: / }).click()
  await expect(page).toHaveURL(new RegExp(`/campaigns/${CAMPAIGN}$`))
  const newList = page.getByRole('link', { name: `truth-${tag}.xlsx` })
  await expect(newList).toBeVisible({ timeout: 5_000 })
  await newList.click()

  // At PROCESSED the rows are final at once (not at the rows' next 60 s poll), and the counts are honest.
  await expect(page.getByTestId('store-list-status')).toHaveText('PROCESSED', { timeout: 60_000 })
  await expect(page.locator('.ant-table-row').filter({ hasText: 'UNPROCESSED' })).toHaveCount(0, { timeout: 5_000 })
  await expect(page.locator('.ant-table-row').filter({ hasText: 'PIN_ADDED_TO_MISSION' })).toHaveCount(6, { timeout: 5_000 })
  await expect(page.locator('.ant-statistic').filter({ hasText: 'Pins Created' })).toContainText('6')
  await expect(page.locator('.ant-statistic').filter({ hasText: 'Pins Already There' })).toContainText('0')
  // New stores placed at the ZIP's centre say so.
  await expect(page.getByText('Approximate (ZIP centroid)').first()).toBeVisible()
  await screenshot(page, 'store-list-report-truth')

  // The mission's map draws those stores as approximate and says what that means.
  await page.goto(`/missions/${mission.identity}?tab=map`)
  await expect(page.getByTestId('approximate-legend')).toContainText('Hollow dashed markers: Approximate (ZIP centroid)')
  // All six sit on one ZIP centroid, in the middle of the map, drawn as dashed rings on its canvas
  // (the screenshot shows them); the tooltip there says what they are and that six share the spot.
  const map = page.getByRole('region', { name: 'Mission pins map' })
  await expect(map.locator('[data-markers-drawn="6"]')).toBeAttached()
  const box = (await map.boundingBox())!
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await expect(page.locator('.leaflet-tooltip')).toContainText('Approximate (ZIP centroid) · +5 more here')
  await expect(map.locator('img.leaflet-tile:not(.leaflet-tile-loaded)')).toHaveCount(0, { timeout: 20_000 })
  await screenshot(page, 'mission-map-approximate')

  // A coverage report of the mission draws them the same way on its map.
  const today = new Date().toISOString().slice(0, 10)
  const queued = await apiInPage<{ coverage_report: { identity: string } }>(page, '/coverage_reports', {
    method: 'POST',
    body: {
      coverage_report: { missionIdentity: mission.identity, radiusMiles: 10, startDate: `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`, endDate: today },
    },
  })
  await page.goto(`/coverage?report=${queued.coverage_report.identity}`)
  await expect(page.getByText('Median active bees per pin')).toBeVisible({ timeout: 120_000 })
  await expect(page.getByLabel('Map legend').getByTestId('approximate-legend')).toContainText('Hollow dashed markers: Approximate (ZIP centroid)')
  await screenshot(page, 'coverage-map-approximate')

  // The same stores again: the mission gains no pin, and the report says so.
  const again = path.join(dir, `truth-again-${tag}.xlsx`)
  fillTemplate(templatePath, stores, again)
  await page.goto(`/campaigns/${CAMPAIGN}/store-lists/new`)
  await page.locator('input[type=file]').setInputFiles(again)
  await page.getByRole('button', { name: 'Add Stores' }).click()
  await expect(page.getByTestId('store-list-status')).toHaveText('PROCESSED', { timeout: 60_000 })
  await expect(page.locator('.ant-statistic').filter({ hasText: 'Pins Created' })).toContainText('0')
  await expect(page.locator('.ant-statistic').filter({ hasText: 'Pins Already There' })).toContainText('6')
  await screenshot(page, 'store-list-report-reupload')
})

test('store search: find stores and download them prefilled, and match an uploaded list with confidence', async ({ page }) => {
  test.setTimeout(120_000)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-store-search-'))
  await signedIn(page)
  await expect(page).toHaveURL(/\/customers/)
  const chain = (await apiInPage<{ organization: { name: string } }>(page, `/organizations/${BIG_CHAIN}.json`)).organization
  const [place] = (await apiInPage<{ organization_places: Place[] }>(page, `/organizations/${BIG_CHAIN}/organization_places.json?limit=5`)).organization_places

  await page.goto('/store_select?customer=CNORTHWIND01')
  await page.getByLabel('Organization').fill(chain.name)
  await page.getByLabel('State').fill(place!.state)
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page.locator('.ant-table-row').first()).toBeVisible({ timeout: 30_000 })
  await screenshot(page, 'store-select')
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download as Mission Deploy Template' }).click()])
  const prefilled = path.join(dir, 'prefilled.xlsx')
  await download.saveAs(prefilled)
  const rows = readSheet(prefilled)
  expect(rows.length).toBeGreaterThan(0)
  expect(rows[0]).toMatchObject({ org_name: chain.name, state: place!.state })

  const list = path.join(dir, 'match.xlsx')
  fillTemplate(
    prefilled,
    [
      {
        org_name: chain.name,
        store_number: place!.store_number,
        street_address: place!.street,
        city: place!.city,
        state: place!.state,
        postal_code: place!.postal_code,
        country: 'US',
      },
      { org_name: 'No Such Chain', store_number: '1', street_address: '1 Nowhere Rd', city: 'Austin', state: 'TX', postal_code: '78701', country: 'US' },
    ],
    list,
  )
  await page.goto('/store_match/new?customer=CNORTHWIND01')
  await page.locator('input[type=file]').setInputFiles(list)
  await expect(page.getByText(/of \d+ stores matched/)).toBeVisible({ timeout: 30_000 })
  await expect(page.locator('.ant-table-row').filter({ hasText: 'HIGH' }).first()).toBeVisible()
  await expect(page.locator('.ant-table-row').filter({ hasText: 'No Such Chain' })).toContainText('No match')
  await screenshot(page, 'store-match')
})

test('a list of a known chain from another source: the preview says which rows will fail, match and be placed at a city centre, and the report shows the evidence', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-store-sources-'))
  await signedIn(page)
  await expect(page).toHaveURL(/\/customers/)
  const tag = Date.now().toString(36).toUpperCase()
  const chain = `E2E Second Source ${tag}`
  const mission = await createTestMission(page, CAMPAIGN, `Second source e2e ${tag}`)
  const base = {
    wiserMissionId: mission.identity,
    groupName: 'Sources',
    groupCap: 10,
    pinIsRunning: true,
    wiserStoreId: null,
    organizationName: chain,
    country: 'US',
  }

  // The chain's stores as a first source lists them, with ZIP codes (uploaded through the API).
  const { createMissionDeployTemplate } = await graphqlInPage<{ createMissionDeployTemplate: { identity: string } }>(
    page,
    `mutation($input: CreateMissionDeployTemplateInput!) { createMissionDeployTemplate(input: $input) { identity } }`,
    {
      input: {
        name: `first-source-${tag}.xlsx`,
        campaignIdentity: CAMPAIGN,
        rows: [
          { ...base, rowNumber: 3, storeNumber: null, streetAddress: '1500 S Lynn Riggs Blvd', city: 'Claremore', state: 'OK', postalCode: '74017' },
          { ...base, rowNumber: 4, storeNumber: null, streetAddress: '200 Marketplace Drive', city: 'Richland', state: 'MS', postalCode: '39218' },
        ],
      },
    },
  )
  await expect
    .poll(
      async () =>
        (
          await graphqlInPage<{ missionDeployTemplate: { status: string } }>(page, `query($id: String!) { missionDeployTemplate(identity: $id) { status } }`, {
            id: createMissionDeployTemplate.identity,
          })
        ).missionDeployTemplate.status,
      { timeout: 60_000 },
    )
    .toBe('PROCESSED')

  // The second source writes the chain ALL CAPS, without directionals, and mostly without a ZIP.
  const second = [
    { store_number: '101', street_address: '1500 LYNN RIGGS BLVD', city: 'CLAREMORE', state: 'OK', postal_code: '74017' },
    { store_number: '102', street_address: '200 MARKET PLACE DR', city: 'RICHLAND', state: 'MS', postal_code: '' },
    { store_number: '103', street_address: '900 W WILL ROGERS BLVD', city: 'CLAREMORE', state: 'OK', postal_code: '' },
    { store_number: '104', street_address: '12 OLD MILL RD', city: 'NOWHERESVILLE', state: 'OK', postal_code: '' },
  ].map((row) => ({ wiser_mission_id: mission.identity, org_name: chain, group_name: 'Sources', group_cap: 10, country: 'US', pin_active: 'true', ...row }))
  await page.goto(`/campaigns/${CAMPAIGN}/store-lists/new`)
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /Download Template/ }).click()])
  const templatePath = path.join(dir, 'template.xlsx')
  await download.saveAs(templatePath)
  const file = path.join(dir, `second-source-${tag}.xlsx`)
  fillTemplate(templatePath, second, file)
  await page.locator('input[type=file]').setInputFiles(file)

  // Before Add Stores: the row that will fail and why, the store placed at its city's centre, the matches by evidence.
  await expect(page.getByTestId('preview-failing-rows')).toContainText(
    '1 row will end in ERROR: no known store matches it, and a new store needs a postal code or a city we can place on the map. Row 6',
  )
  await expect(page.getByTestId('preview-new-stores')).toContainText(
    '1 store will be created at an approximate location (the centre of the city), not at the street address.',
  )
  await expect(page.getByTestId('preview-city-centres')).toContainText('1 new store has no postal code we can place: placed at the centre of the city. Row 5')
  await expect(page.getByText('The file has no errors or warnings: it can be added.')).toBeVisible()
  await expect(page.getByTestId('preview-matched-rows')).toContainText('2 rows will match known stores: 2 by same street.')
  await expect(page.getByRole('button', { name: 'Add Stores' })).toBeEnabled()
  await screenshot(page, 'store-list-second-source-preview')

  await page.getByRole('button', { name: 'Add Stores' }).click()
  await expect(page.getByTestId('store-list-status')).toHaveText('PROCESSED', { timeout: 60_000 })
  const row = (street: string) => page.locator('.ant-table-row').filter({ hasText: street })
  // The two known stores matched with their evidence (and learned the numbers this source gives them).
  await expect(row('1500 LYNN RIGGS BLVD')).toContainText('MEDIUM · by same street')
  await expect(row('200 MARKET PLACE DR')).toContainText('MEDIUM · by same street')
  await expect(row('1500 LYNN RIGGS BLVD')).toContainText('PIN_ADDED_TO_MISSION')
  // The store without a ZIP is pinned at its city's centre and says so; the unplaceable row says why it failed.
  await expect(row('900 W WILL ROGERS BLVD')).toContainText('Approximate (city centre)')
  await expect(row('900 W WILL ROGERS BLVD')).toContainText('PIN_ADDED_TO_MISSION')
  await expect(row('12 OLD MILL RD')).toContainText('ERROR')
  await expect(page.locator('.ant-statistic').filter({ hasText: 'Pins Created' }).locator('.ant-statistic-content-value')).toHaveText('1')
  await expect(page.locator('.ant-statistic').filter({ hasText: 'Pins Already There' }).locator('.ant-statistic-content-value')).toHaveText('2')
  await screenshot(page, 'store-list-second-source-report')
})

test('the store search pages opened for a customer that does not exist say so, and still search', async ({ page }) => {
  await signedIn(page)
  await expect(page).toHaveURL(/\/customers/)
  for (const path of ['/store_select?customer=CNOSUCHCUST1', '/store_match/new?customer=CNOSUCHCUST1']) {
    await page.goto(path)
    await expect(page.getByTestId('unknown-customer')).toHaveText(
      'No customer has the identity CNOSUCHCUST1: the link may be old or mistyped. The search works without a customer.',
    )
    await expect(page.getByRole('navigation', { name: /breadcrumb/i }).or(page.locator('.ant-breadcrumb'))).toContainText('Customer CNOSUCHCUST1')
  }
  await screenshot(page, 'store-match-unknown-customer')
})
