import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OPS_EMAIL, startTestServer, type TestServer } from '../../test/test-server'
import type { PushSender } from '../../integrations/push-sender'
import { insertNotification } from './notifications.repository'
import { deliverNotification } from './push-delivery.job'

let server: TestServer
let token: string

beforeAll(async () => {
  server = await startTestServer()
  token = await server.tokenFor(OPS_EMAIL)
})
afterAll(async () => server?.close())

const TO_BEES = `mutation S($beeIds: [String!]!, $n: NotificationInput!) {
  sendNotificationToBees(beeIds: $beeIds, notification: $n) { beesNotified beesTargeted notification { id target requestedCount sentBy status } } }`
const TO_ALL = `mutation A($n: NotificationInput!) { sendNotificationToAllBees(notification: $n) { beesNotified beesTargeted notification { id } } }`
const HISTORY = `{ pushNotifications(page: 1, limit: 50) { data { id status beesNotified deliveredCount deliveredBeeIds sentBy } meta { totalElements } } }`

async function waitForSent(id: number) {
  for (let i = 0; i < 60; i++) {
    const list = await server.graphql(token, HISTORY)
    const row = list.body.data.pushNotifications.data.find((n: { id: number }) => n.id === id)
    if (row?.status === 'SENT') return row
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`notification ${id} was not delivered`)
}

async function bees(identities: string[]) {
  const result = await server.runtime.deps.pool.query<{ identity: string; reachable: boolean }>(
    'select identity, (is_active and push_enabled and push_token is not null) as reachable from bees where identity = any($1)',
    [identities],
  )
  return result.rows
}

describe('push notifications', () => {
  it('counts only targeted bees with push enabled, and the delivery job records exactly those', async () => {
    // Two of the demo bees with push enabled and two with it disabled.
    const beeIds = ['b1000001', 'b1000002', 'b1000005', 'b1000006']
    const known = await bees(beeIds)
    expect(
      known
        .filter((b) => b.reachable)
        .map((b) => b.identity)
        .sort(),
    ).toEqual(['b1000001', 'b1000002'])

    const sent = await server.graphql(token, TO_BEES, { beeIds, n: { title: 'Store reset', body: 'New missions near you' } })
    expect(sent.status).toBe(200)
    const result = sent.body.data.sendNotificationToBees
    expect(result).toMatchObject({ beesNotified: 2, beesTargeted: 4, notification: { target: 'LIST', requestedCount: 4, sentBy: OPS_EMAIL } })

    const delivered = await waitForSent(result.notification.id)
    expect(delivered).toMatchObject({ beesNotified: 2, deliveredCount: 2, deliveredBeeIds: ['b1000001', 'b1000002'] })
    const outbox = await server.runtime.deps.pool.query(
      `select b.identity, d.outcome from notification_deliveries d join bees b on b.id = d.bee_id where d.notification_id = $1 order by 1`,
      [result.notification.id],
    )
    expect(outbox.rows).toEqual([
      { identity: 'b1000001', outcome: 'SENT' },
      { identity: 'b1000002', outcome: 'SENT' },
    ])
  })

  it('a send to all bees reaches every bee with push enabled', async () => {
    const expected = await server.runtime.deps.pool.query('select count(*)::int as n from bees where is_active and push_enabled and push_token is not null')
    const sent = await server.graphql(token, TO_ALL, { n: { title: 'Hello bees', body: 'A message to everyone' } })
    expect(sent.status).toBe(200)
    expect(sent.body.data.sendNotificationToAllBees.beesNotified).toBe(expected.rows[0].n)
    const delivered = await waitForSent(sent.body.data.sendNotificationToAllBees.notification.id)
    expect(delivered.deliveredCount).toBe(expected.rows[0].n)
  })

  it('answers 400 with field messages for a bad title, message or bee id, and records nothing', async () => {
    const before = (await server.graphql(token, HISTORY)).body.data.pushNotifications.meta.totalElements
    const tooLong = await server.graphql(token, TO_ALL, { n: { title: 't'.repeat(61), body: '' } })
    expect(tooLong.status).toBe(400)
    expect(tooLong.body.errors[0].extensions.fields).toEqual({ title: ['Must not be longer than 60 characters'], body: ['This field is required.'] })
    const badId = await server.graphql(token, TO_BEES, { beeIds: ['b1000001', 'x123'], n: { title: 't', body: 'b' } })
    expect(badId.status).toBe(400)
    expect(badId.body.errors[0].extensions.fields).toEqual({ 'beeIds.1': ['Must be b followed by 7 digits'] })
    const after = (await server.graphql(token, HISTORY)).body.data.pushNotifications.meta.totalElements
    expect(after).toBe(before)
  })

  it('delivers to more bees than one page, page by page, each bee once, and a retry goes on where the failed attempt stopped', async () => {
    const { pool } = server.runtime.deps
    const reachable = (
      await pool.query<{ identity: string }>(`select identity from bees where is_active and push_enabled and push_token is not null order by id limit 5`)
    ).rows.map((row) => row.identity)
    expect(reachable).toHaveLength(5)
    // Recorded without its job, so only this test delivers it.
    const id = await insertNotification(pool, {
      title: 'Paged',
      body: 'Five bees, two a page',
      target: 'LIST',
      requestedBeeIds: reachable,
      beesNotified: 5,
      sentBy: OPS_EMAIL,
    })
    const calls: number[] = []
    let failSecondCall = true
    const pushSender: PushSender = {
      async send(tokens) {
        calls.push(tokens.length)
        if (failSecondCall && calls.length === 2) throw new Error('push service unavailable')
        return { delivered: tokens }
      },
    }
    await expect(deliverNotification({ pool, pushSender }, id, 2)).rejects.toThrow('push service unavailable')
    failSecondCall = false
    await deliverNotification({ pool, pushSender }, id, 2)
    // First attempt: a page of two recorded, then the failure; the retry: the three bees left, two and one.
    expect(calls).toEqual([2, 2, 2, 1])
    const outbox = await pool.query<{ identity: string; outcome: string }>(
      `select b.identity, d.outcome from notification_deliveries d join bees b on b.id = d.bee_id where d.notification_id = $1 order by b.id`,
      [id],
    )
    expect(outbox.rows).toEqual(reachable.map((identity) => ({ identity, outcome: 'SENT' })))
    expect((await pool.query(`select status from notifications where id = $1`, [id])).rows[0].status).toBe('SENT')
  })
})
