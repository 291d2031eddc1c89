import { expect, test, type Page } from '@playwright/test'
import { screenshot, signedIn } from '../support/session'

// Fixed demo records (apps/server/src/db/seed/demo-identities.ts).
const NORTHWIND = 'CNORTHWIND01'
const EVERYDAY_CAMPAIGN = 'CEVERYDAY001'

/** The smallest valid PNG (1×1). */
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36).toUpperCase()}`

test.beforeEach(async ({ page }) => {
  await signedIn(page)
  await expect(page).toHaveURL(/\/customers/)
})

async function toast(page: Page, text: string) {
  await expect(page.locator('.ant-notification').getByText(text, { exact: true })).toBeVisible()
}

async function pickRange(page: Page, dialog: ReturnType<Page['getByRole']>, start: string, end: string) {
  await dialog.getByPlaceholder('Start date').click()
  await dialog.getByPlaceholder('Start date').fill(start)
  await page.keyboard.press('Enter')
  await dialog.getByPlaceholder('End date').fill(end)
  await page.keyboard.press('Enter')
}

test('the customers index: cards by default, filters and table in the URL', async ({ page }) => {
  await expect(page.getByRole('heading', { name: 'Customers' })).toBeVisible()
  await expect(page.getByRole('link', { name: /Northwind/ }).first()).toBeVisible()
  await screenshot(page, 'customers-index')
  await page.getByText('Inactive', { exact: true }).first().click()
  await expect(page).toHaveURL(/status=inactive/)
  await expect(page.getByRole('link', { name: /Aurora Candle/ })).toBeVisible()
  await page.getByText('Table', { exact: true }).click()
  await expect(page).toHaveURL(/view=table/)
  await expect(page.getByRole('columnheader', { name: 'Name' })).toBeVisible()
  await screenshot(page, 'customers-table')
  await page.goBack()
  await expect(page).toHaveURL(/status=inactive/)
  await expect(page).not.toHaveURL(/view=table/)
})

test('create a customer, edit it with a logo, then create and edit a campaign', async ({ page }) => {
  // A long flow of eight saves and page loads: give it more than the default minute on a busy machine.
  test.setTimeout(180_000)
  const name = unique('E2E Customer')
  await page.getByRole('button', { name: 'Add Customer' }).click()
  await expect(page).toHaveURL(/\/customers\/new$/)
  const dialog = page.getByRole('dialog', { name: 'New Customer' })
  await dialog.getByLabel('Name').fill(name)
  // 14 characters are refused with the rule's message, 15 are accepted.
  await dialog.getByLabel('Salesforce Customer ID').fill('A'.repeat(14))
  await dialog.getByLabel('Salesforce Customer ID').blur()
  await expect(dialog.getByText('Must be between 15 and 18 characters')).toBeVisible()
  await dialog.getByRole('button', { name: 'Create Customer' }).click()
  await expect(dialog).toBeVisible()
  // A Salesforce account of its own: a second customer of one account is refused.
  await dialog.getByLabel('Salesforce Customer ID').fill(`001${Date.now().toString(36).toUpperCase()}`.padEnd(15, '0'))
  await dialog.getByLabel('Salesforce Customer ID').blur()
  await expect(dialog.getByText('Must be between 15 and 18 characters')).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Create Customer' }).click()
  await toast(page, `Successfully created ${name}`)
  await expect(page).toHaveURL(/\/customers\/[A-Z0-9]{12}$/)
  const customerUrl = page.url()
  await expect(page.getByRole('heading', { name })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Create Campaign' })).toBeVisible()

  // The index (Active by default) shows the new customer's card.
  await page.goto('/customers')
  await expect(page.getByRole('link', { name })).toBeVisible()
  await page.getByRole('link', { name }).click()
  await expect(page).toHaveURL(customerUrl)

  // Edit it and upload a logo.
  await page.getByRole('button', { name: 'Edit Customer' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Customer' })
  await edit.getByLabel('Description').fill('Edited by the browser test')
  await edit.locator('input[type=file]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: TINY_PNG })
  await edit.getByRole('button', { name: 'Save Customer' }).click()
  await toast(page, `Successfully updated ${name}`)
  await expect(edit).toBeHidden()
  await expect(page.getByRole('main').getByText('Edited by the browser test')).toBeVisible()
  const logo = page.getByRole('img', { name: `${name} logo` })
  await expect(logo).toHaveAttribute('src', /\/media\/customer-logos\/[A-Z0-9]{12}\?v=/)
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1)

  // A campaign from the customer page lands on the campaign page.
  const campaign = unique('E2E Campaign')
  await page.getByRole('button', { name: 'Create Campaign' }).click()
  await expect(page).toHaveURL(/\/campaigns\/new$/)
  const newCampaign = page.getByRole('dialog', { name: 'New Campaign' })
  await newCampaign.getByLabel('Name').fill(campaign)
  await newCampaign.getByLabel('Goal').fill('Grow the shelf')
  await pickRange(page, newCampaign, 'Jan 1, 2026', 'Dec 31, 2027')
  await newCampaign.getByRole('button', { name: 'Create Campaign' }).click()
  await toast(page, `Successfully created ${campaign}`)
  await expect(page).toHaveURL(/\/campaigns\/[A-Z0-9]{12}$/)
  await expect(page.getByRole('heading', { name: campaign })).toBeVisible()
  await expect(page.getByText('Jan 1, 2026 - Dec 31, 2027')).toBeVisible()

  // Edit it.
  const renamed = `${campaign} v2`
  await page.getByRole('button', { name: 'Edit Campaign' }).click()
  const editCampaign = page.getByRole('dialog', { name: 'Edit Campaign' })
  await editCampaign.getByLabel('Name').fill(renamed)
  await editCampaign.getByRole('button', { name: 'Save Campaign' }).click()
  await toast(page, `Successfully updated ${renamed}`)
  await expect(page.getByRole('heading', { name: renamed })).toBeVisible()

  // Back on the customer page the campaign is listed.
  await page.getByRole('link', { name: `Customer: ${name}` }).click()
  await expect(page.getByRole('link', { name: renamed })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Add Campaign' })).toBeVisible()
})

test('customer detail: dashboards with Email Users, and the seeded campaigns', async ({ page }) => {
  await page.goto(`/customers/${NORTHWIND}`)
  await expect(page.getByText('Finished Campaigns')).toBeVisible()
  await expect(page.getByRole('button', { name: 'View Alignment' })).toBeVisible()
  const firstDashboard = page.locator('.ant-list-item').first()
  const users = Number((await firstDashboard.locator('.ant-list-item-meta-description').innerText()).split(' ')[0])
  expect(users).toBeGreaterThan(0)
  await screenshot(page, 'customer-detail')
  await firstDashboard.getByRole('button', { name: /Email Users/ }).click()
  await toast(page, `Successfully emailed ${users} User(s)`)

  await page.getByRole('button', { name: 'View Alignment' }).click()
  await expect(page).toHaveURL(new RegExp(`/customers/${NORTHWIND}/alignment$`))
  await expect(page.getByText('Stores in Alignment').first()).toBeVisible()
  await screenshot(page, 'customer-alignment')

  await page.goto('/customers/CCOPPERLINE1')
  await expect(page.getByText('No Dashboards linked to any Sisense Users of this Customer')).toBeVisible()
})

test('campaign detail: missions with chips and recent store lists; an unknown campaign is not found', async ({ page }) => {
  await page.goto(`/campaigns/${EVERYDAY_CAMPAIGN}`)
  await expect(page.getByRole('button', { name: 'Add Mission' })).toBeVisible()
  await expect(page.getByText('Legacy Campaign ID')).toBeVisible()
  await expect(page.getByText(/Ends (today|tomorrow) EOD/).first()).toBeVisible()
  await expect(page.getByRole('link', { name: 'Download Template' })).toHaveAttribute('href', '/templates/Mission%20Deploy%20Template%20R3.xlsx')
  await screenshot(page, 'campaign-detail')
  await page.getByRole('button', { name: 'Upload Store List' }).click()
  await expect(page).toHaveURL(new RegExp(`/campaigns/${EVERYDAY_CAMPAIGN}/store-lists/new$`))

  await page.goto('/campaigns/ZZZZZZZZZZZZ')
  await expect(page.getByText('Page not found')).toBeVisible()
})
