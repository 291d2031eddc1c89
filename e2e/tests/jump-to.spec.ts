import { expect, test } from '@playwright/test'
import { screenshot, signedIn } from '../support/session'

// The 10,000-pin demo mission, "Holiday Endcap Audit <year>", of Northwind Beverages' scale campaign
// (apps/server/src/db/seed/demo-identities.ts).
const SCALE_MISSION = 'MSCALE10KPIN'

test.beforeEach(async ({ page }) => {
  await signedIn(page)
  await expect(page).toHaveURL(/\/customers/)
})

test('Ctrl+K: the jump-to box reaches a mission by part of its name, naming its customer and campaign', async ({ page }) => {
  await page.keyboard.press('Control+k')
  const dialog = page.getByRole('dialog', { name: 'Jump to' })
  const box = dialog.getByRole('combobox')
  await expect(box).toBeFocused()
  await page.keyboard.type('endcap aud')
  const option = dialog.getByRole('option').filter({ hasText: SCALE_MISSION })
  // The customer · campaign · identity line tells it from the other missions of that name.
  await expect(option).toContainText(/Mission\s*Holiday Endcap Audit \d{4}\s*Northwind Beverages · .+ · MSCALE10KPIN/)
  await screenshot(page, 'jump-to')
  // Down to it, Enter: the mission page.
  const position = await dialog
    .getByRole('option')
    .evaluateAll((options, identity) => options.findIndex((o) => o.textContent?.includes(identity)), SCALE_MISSION)
  for (let step = 0; step < position; step++) await page.keyboard.press('ArrowDown')
  await expect(option).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/missions/${SCALE_MISSION}`))
  await expect(dialog).toBeHidden()
})

test('the header button opens the jump-to box, and ? lists the keyboard shortcuts', async ({ page }) => {
  await page.getByRole('button', { name: /Jump to/ }).click()
  await expect(page.getByRole('dialog', { name: 'Jump to' })).toBeVisible()
  await page.keyboard.type('zzzz-nothing-here')
  await expect(page.getByRole('dialog', { name: 'Jump to' }).getByRole('status')).toHaveText('Nothing matches “zzzz-nothing-here”.')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog', { name: 'Jump to' })).toBeHidden()
  await page.keyboard.press('?')
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
  await expect(help).toContainText('Jump to a customer, campaign, mission, organization or store')
  await page.keyboard.press('Escape')
  // / moves the focus to the page's search box.
  await page.keyboard.press('/')
  await expect(page.getByRole('searchbox')).toBeFocused()
})
