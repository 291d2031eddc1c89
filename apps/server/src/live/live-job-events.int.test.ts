import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LiveEventOf } from '@mc/domain'
import { ADMIN_EMAIL, OPS_EMAIL, startTestServer, type TestServer } from '../test/test-server'
import { CREATE, createFixture, uploadRow, waitProcessed } from '../modules/store-lists/test/store-list-fixtures'
import { openLiveStream } from './live-stream.test-helper'

let server: TestServer

beforeAll(async () => {
  // Small batches, so the list moves in several steps the stream can show.
  server = await startTestServer({ env: { STORE_LIST_BATCH_ROWS: '2' } })
})
afterAll(async () => server?.close())

describe('live events of background work', () => {
  it("a store list's progress and PROCESSED reach another user's open stream as the job moves it", async () => {
    const [admin, ops] = [await server.tokenFor(ADMIN_EMAIL), await server.tokenFor(OPS_EMAIL)]
    const fixture = await createFixture(server.runtime.deps.pool)
    const stream = await openLiveStream(server.baseUrl, ops)
    await stream.waitFor((frame) => frame.event === 'ready')
    const rows = [3, 4, 5, 6, 7, 8].map((rowNumber) => uploadRow(fixture, rowNumber, { storeNumber: `00${rowNumber}0`, postalCode: '78702' }))
    const created = await server.graphql(admin, CREATE, { input: { name: 'live.xlsx', campaignIdentity: fixture.campaignIdentity, rows } })
    expect(created.body.errors).toBeUndefined()
    const identity = created.body.data.createMissionDeployTemplate.identity as string

    const processed = await stream.waitFor(
      (frame) =>
        frame.event === 'change' &&
        (frame.data as { type: string; storeListId?: string }).type === 'storeList.processed' &&
        (frame.data as { storeListId: string }).storeListId === identity,
      100_000,
    )
    expect(processed.data).toEqual({ type: 'storeList.processed', storeListId: identity, campaignId: fixture.campaignIdentity })
    const progress = stream
      .changes()
      .filter((event): event is LiveEventOf<'storeList.progress'> & { id: string } => event.type === 'storeList.progress' && event.storeListId === identity)
    expect(progress.length).toBeGreaterThan(0)
    // The last progress before PROCESSED counts every row in its final status.
    const last = progress.at(-1)!
    expect(last.status).toBe('PROCESSED')
    expect(Object.values(last.counts).reduce((sum, n) => sum + (n ?? 0), 0)).toBe(rows.length)
    expect((last.counts.PIN_ADDED_TO_MISSION ?? 0) + (last.counts.ERROR ?? 0)).toBe(rows.length)
    expect(Number(last.id)).toBeLessThan(Number(processed.id))
    // What the report says agrees.
    const list = await waitProcessed(server, admin, identity)
    expect(list.rowSummary.total).toBe(rows.length)
    stream.close()
  }, 180_000)
})
