import fs from 'node:fs'
import * as XLSX from '@e965/xlsx'
import type { Page } from '@playwright/test'

/** Calls the API from the signed-in page, with the session's bearer token, as the console does. */
export async function apiInPage<T>(page: Page, path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  return page.evaluate(
    async ({ path, init }) => {
      const token = JSON.parse(localStorage.getItem('mc.session') ?? '{}').idToken as string
      const response = await fetch(`/api${path}`, {
        method: init.method ?? 'GET',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      })
      const text = await response.text()
      if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${text}`)
      return JSON.parse(text)
    },
    { path, init },
  ) as Promise<T>
}

export async function graphqlInPage<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const body = await apiInPage<{ data: T; errors?: { message: string }[] }>(page, '/graphql', { method: 'POST', body: { query, variables } })
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '))
  return body.data
}

/** A mission of its own in the self-funded demo campaign, so the test changes no demo mission's pins. */
export async function createTestMission(page: Page, campaignIdentity: string, name: string) {
  const { campaign } = await graphqlInPage<{ campaign: { startDate: string; endDate: string } }>(
    page,
    `query($id: String!) { campaign(identity: $id) { startDate endDate } }`,
    { id: campaignIdentity },
  )
  const today = new Date().toISOString().slice(0, 10)
  const startDate = campaign.startDate > today ? campaign.startDate : today
  const { createMission } = await graphqlInPage<{ createMission: { identity: string; legacyIdentity: number } }>(
    page,
    `mutation($input: CreateMissionInput!) { createMission(input: $input) { identity legacyIdentity } }`,
    {
      input: {
        campaignIdentity,
        name,
        description: 'Store list browser test mission',
        startDate,
        endDate: campaign.endDate,
        capPeriodType: 'SIMPLE',
        properties: { basePrice: 300, customerCost: 12, setupFee: 0, capCommitment: 1 },
      },
    },
  )
  return createMission
}

/** Reads the downloaded template's header row and writes a filled copy with the given rows. */
export function fillTemplate(templatePath: string, rows: Record<string, unknown>[], outPath: string): string[] {
  const book = XLSX.read(fs.readFileSync(templatePath))
  const sheet = book.Sheets[book.SheetNames[0]!]!
  const [header] = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1 })
  const columns = header as string[]
  XLSX.utils.sheet_add_aoa(
    sheet,
    rows.map((row) => columns.map((column) => row[column] ?? '')),
    { origin: 'A2' },
  )
  fs.writeFileSync(outPath, XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer)
  return columns
}

export function readSheet(path: string): Record<string, unknown>[] {
  const book = XLSX.read(fs.readFileSync(path))
  return XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets[book.SheetNames[0]!]!)
}

/**
 * `count` template rows of new stores in Austin, TX (store numbers 1, 2, … on Congress Ave, ZIP
 * 78701, running pins); `vary` sets any column of row `i` (a street, a ZIP, a bad value).
 */
export function austinStoreRows(
  count: number,
  base: { wiser_mission_id: string; org_name: string; group_name: string; group_cap?: number },
  vary: (i: number) => Record<string, unknown> = () => ({}),
): Record<string, unknown>[] {
  return Array.from({ length: count }, (_, i) => ({
    group_cap: 5,
    ...base,
    store_number: `${i + 1}`,
    street_address: `${100 + i} Congress Ave`,
    city: 'Austin',
    state: 'TX',
    postal_code: '78701',
    country: 'US',
    pin_active: 'true',
    ...vary(i),
  }))
}
