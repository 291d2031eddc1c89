import { expect, test } from '@playwright/test'
import { dialogOpened } from '../support/dialogs'
import { withDatabase } from '../support/database'
import { ADMIN, screenshot, signedIn } from '../support/session'
import { createTestMission } from '../support/store-list-helpers'

const SELF_FUNDED_CAMPAIGN = 'CSELFFUNDED1'

/**
 * An organization of its own with one store written twice ('1500 S Lynn Riggs Blvd' and, from
 * another source, '1500 LYNN RIGGS BLVD' placed at its ZIP's centre), both pinned in one mission.
 * Written straight to the database: store lists are built never to make such a pair.
 */
async function duplicatePair(missionIdentity: string) {
  return withDatabase(async (db) => {
    const suffix = Date.now().toString(36).toUpperCase()
    const { rows: orgs } = await db.query(`insert into organizations (name) values ($1) returning id, identity`, [`Lynn Riggs Mart ${suffix}`])
    const store = async (street: string, storeNumber: string | null, approximate: boolean, latitude: number) => {
      const { rows: places } = await db.query(
        `insert into places (street, city, state, postal_code, latitude, longitude, location_approximate, location_precision, timezone)
         values ($1, 'Claremore', 'OK', '74017', $2, -95.6161, $3, $4, 'America/Chicago') returning id`,
        [street, latitude, approximate, approximate ? 'POSTAL_CODE' : null],
      )
      const { rows } = await db.query(`insert into organization_places (organization_id, place_id, store_number) values ($1, $2, $3) returning id, identity`, [
        orgs[0].id,
        places[0].id,
        storeNumber,
      ])
      await db.query(
        `insert into pins (mission_id, organization_place_id, reward_points, latitude, longitude)
         select id, $2, 300, $3, -95.6161 from missions where identity = $1`,
        [missionIdentity, rows[0].id, latitude],
      )
      return rows[0].identity as string
    }
    return {
      organization: orgs[0].identity as string,
      survivor: await store('1500 S Lynn Riggs Blvd', '27', false, 36.3126),
      duplicate: await store('1500 LYNN RIGGS BLVD', null, true, 36.3),
    }
  })
}

test('an admin finds a place listed twice from the organization page and merges it', async ({ page }) => {
  await signedIn(page, ADMIN)
  const mission = await createTestMission(page, SELF_FUNDED_CAMPAIGN, `Directory health ${Date.now()}`)
  const pair = await duplicatePair(mission.identity)

  // From the organization's page (admins see the way in), to the list of pairs.
  await page.goto(`/organizations/${pair.organization}`)
  await page.getByRole('link', { name: 'Directory health' }).click()
  await expect(page).toHaveURL(new RegExp(`/organizations/${pair.organization}/duplicates$`))
  await expect(page.getByRole('heading', { name: 'Directory health' })).toBeVisible()
  const row = page.locator('.ant-table-row').filter({ hasText: '1500 S Lynn Riggs Blvd' })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('HIGH')
  await expect(row).toContainText('1500 LYNN RIGGS BLVD')
  await expect(row).toContainText('Store #27 · 1 pin')
  await expect(row).toContainText('Same street core')
  await expect(row).toContainText('Both pinned in 1 mission')
  await screenshot(page, 'directory-health')

  // Merge: the place with the store number is offered as the one to keep; the shared mission needs a pin chosen.
  await row.getByRole('button', { name: 'Merge…' }).click()
  const dialog = page.getByRole('dialog', { name: 'Merge places' })
  await dialogOpened(dialog)
  await expect(dialog.getByRole('radio', { name: /1500 S Lynn Riggs Blvd/ })).toBeChecked()
  await dialog.getByRole('button', { name: 'Merge' }).click()
  await expect(dialog.getByText('Choose which pin this mission keeps')).toBeVisible()
  await dialog.getByRole('radio', { name: /^Pin of #27/ }).check()
  await screenshot(page, 'directory-health-merge')
  await dialog.getByRole('button', { name: 'Merge' }).click()

  await expect(page.locator('.ant-notification-notice').filter({ hasText: `Merged ${pair.duplicate} into ${pair.survivor}` })).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('No probable duplicate places')).toBeVisible()

  // The mission's History says what the merge did to its pins.
  await page.goto(`/missions/${mission.identity}?tab=history`)
  await expect(page.getByText(`Merged store ${pair.duplicate}`)).toBeVisible()
  await expect(page.getByText(/Both stores had a pin: kept/)).toBeVisible()
})
