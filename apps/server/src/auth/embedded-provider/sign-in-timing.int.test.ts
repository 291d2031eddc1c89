import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../../db/seed/passwords'
import { startTestServer, type TestServer } from '../../test/test-server'
import { createStaffAccount, newClientAddress, signInForm, uniqueEmail } from './sign-in-form.test-helper'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => server?.close())

/** Per kind of e-mail; interleaved, so a burst of load on the machine hits every kind alike. */
const SAMPLES = 60
const MAX_RATIO = 1.5

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length / 2
  return sorted.length % 2 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

describe('sign-in timing', () => {
  it(`answers a wrong password as fast for an existing account as for an unknown or inactive one (medians within ${MAX_RATIO}x)`, async () => {
    const pool = server.runtime.deps.pool
    // One real hash for every account: their cost is the same, and the test does not spend minutes hashing.
    const passwordHash = await hashPassword('Right-Horse-42')
    const kinds = { existing: [] as string[], unknown: [] as string[], inactive: [] as string[] }
    for (let i = 0; i < SAMPLES; i++) {
      // Each e-mail is tried once, so no account is ever locked and every try checks a password.
      kinds.existing.push(uniqueEmail('timing-existing'))
      kinds.unknown.push(uniqueEmail('timing-unknown'))
      kinds.inactive.push(uniqueEmail('timing-inactive'))
      await createStaffAccount(pool, { email: kinds.existing[i]!, password: '', passwordHash })
      await createStaffAccount(pool, { email: kinds.inactive[i]!, password: '', passwordHash, active: false })
    }
    // A few clients, each well inside the per-address budget.
    const forms = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const form = signInForm(server.baseUrl, newClientAddress())
        return { form, login: await form.open() }
      }),
    )
    const attempt = async (i: number, email: string) => {
      const { form, login } = forms[i % forms.length]!
      const answer = await form.submit(login, email, 'Wrong-Horse-1')
      expect(answer.status).toBe(401)
      return answer.ms
    }
    // Warm-up: the first requests pay for connection set-up and lazy code paths.
    for (let i = 0; i < 3; i++) await attempt(i, uniqueEmail('timing-warmup'))

    const times = { existing: [] as number[], unknown: [] as number[], inactive: [] as number[] }
    for (let i = 0; i < SAMPLES; i++) {
      for (const kind of ['existing', 'unknown', 'inactive'] as const) times[kind].push(await attempt(i, kinds[kind][i]!))
    }
    const medians = { existing: median(times.existing), unknown: median(times.unknown), inactive: median(times.inactive) }
    console.log(`sign-in timing medians (ms): ${JSON.stringify(Object.fromEntries(Object.entries(medians).map(([k, v]) => [k, Number(v.toFixed(1))])))}`)
    for (const other of [medians.unknown, medians.inactive]) {
      expect(Math.max(medians.existing, other) / Math.min(medians.existing, other)).toBeLessThanOrEqual(MAX_RATIO)
    }
  }, 120_000)
})
