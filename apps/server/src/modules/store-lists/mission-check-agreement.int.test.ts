import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkUploadMissions, foundUploadMissions } from '@mc/domain/store-lists/store-list-missions'
import { cellText } from '@mc/domain/store-lists/store-list-row'
import { GetUploadMissionsDocument } from '../../../../web/src/features/store-lists/api/GetUploadMissions.document.generated'
import { ADMIN_EMAIL, startTestServer, type TestServer } from '../../test/test-server'
import { CREATE, createFixture, uploadRow, type Fixture } from './test/store-list-fixtures'

let server: TestServer
let token: string
let fixture: Fixture
let deleted: { identity: string; legacy: number }

beforeAll(async () => {
  server = await startTestServer({ runJobs: false })
  token = await server.tokenFor(ADMIN_EMAIL)
  fixture = await createFixture(server.runtime.deps.pool)
  const { rows } = await server.runtime.deps.pool.query<{ identity: string; legacy_identity: number }>(
    `insert into missions (campaign_id, name, description, start_date, end_date, base_price, is_deleted)
     select c.id, 'Deleted mission', 'gone', current_date, current_date + 10, 100, true from campaigns c where c.identity = $1
     returning identity, legacy_identity`,
    [fixture.campaignIdentity],
  )
  deleted = { identity: rows[0]!.identity, legacy: rows[0]!.legacy_identity }
})
afterAll(async () => server?.close())

// The browser's check, as the upload page runs it: cells read as the file parser reads them, the
// console's own GetUploadMissions document (the generated one it sends), then the domain's
// reference rule and check.
async function browserCheck(cells: string[]): Promise<string[]> {
  const ids = cells.map(cellText)
  const { body } = await server.graphql(token, GetUploadMissionsDocument, { identities: [...new Set(ids)] })
  const found = foundUploadMissions(
    ids,
    body.data.missions.map((m: { campaign: { identity: string } }) => ({ ...m, campaignIdentity: m.campaign.identity })),
  )
  return checkUploadMissions({ missionIds: ids, found, campaignIdentity: fixture.campaignIdentity }).errors
}

// The server's own check of the same file (createMissionDeployTemplate refuses the list with these errors).
async function serverCheck(ids: string[]): Promise<string[]> {
  const rows = ids.map((id, index) => uploadRow(fixture, index + 3, { wiserMissionId: id }))
  const { status, body } = await server.graphql(token, CREATE, { input: { name: 'agreement.xlsx', campaignIdentity: fixture.campaignIdentity, rows } })
  if (status === 200) return []
  expect(status).toBe(400)
  return body.errors[0].extensions.fields.rows
}

describe('the mission-id rule of store lists', () => {
  it('the browser and the server accept and refuse exactly the same mission ids', async () => {
    const spellings = (identity: string, legacy: number) =>
      fc.constantFrom(
        identity,
        identity.toLowerCase(),
        ` ${identity} `,
        `${identity.slice(0, 6).toLowerCase()}${identity.slice(6)}`,
        String(legacy),
        `00${legacy}`,
        ` ${legacy}`,
        `${legacy}0`,
      )
    const written = fc.oneof(
      spellings(fixture.missionIdentity, fixture.missionLegacyId),
      spellings(fixture.otherMissionIdentity, 1),
      spellings(deleted.identity, deleted.legacy),
      fc.stringMatching(/^[A-Za-z0-9]{1,12}$/),
      fc.nat({ max: 99_999 }).map(String),
    )
    await fc.assert(
      fc.asyncProperty(fc.array(written, { minLength: 1, maxLength: 4 }), async (ids) => {
        expect(new Set(await serverCheck(ids))).toEqual(new Set(await browserCheck(ids)))
      }),
      { numRuns: 60, seed: 20261124 },
    )
  }, 120_000)

  it('a lowercase identity and a zero-padded legacy id name the mission; a deleted mission is refused by both', async () => {
    expect(await browserCheck([fixture.missionIdentity.toLowerCase(), `000${fixture.missionLegacyId}`])).toEqual([])
    expect(await serverCheck([fixture.missionIdentity.toLowerCase(), `000${fixture.missionLegacyId}`])).toEqual([])
    const refused = await serverCheck([deleted.identity])
    expect(refused).toHaveLength(1)
    expect(await browserCheck([deleted.identity])).toEqual(refused)
  })
})
