import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../test/test-server'
import { INCORRECT_SIGN_IN, LOCKED_SIGN_IN } from './provider.routes'
import { SIGN_IN_POLICY } from './sign-in-throttle'
import { createStaffAccount, newClientAddress, signInForm, uniqueEmail } from './sign-in-form.test-helper'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => server?.close())

const PASSWORD = 'Right-Horse-42'
/** A successful sign-in answers with the provider's redirect onwards to the console. */
const SIGNED_IN = 303

async function newAccount(label: string): Promise<string> {
  const email = uniqueEmail(label)
  await createStaffAccount(server.runtime.deps.pool, { email, password: PASSWORD })
  return email
}

async function wrongPasswords(times: number, email: string, clientAddress = newClientAddress()) {
  const form = signInForm(server.baseUrl, clientAddress)
  const login = await form.open()
  const answers = []
  for (let i = 0; i < times; i++) answers.push(await form.submit(login, email, `wrong-${i}`))
  return { form, login, answers, statuses: answers.map((answer) => answer.status) }
}

const lockoutAudits = async (identity: string) =>
  (
    await server.runtime.deps.pool.query<{ actor_email: string; action: string; after: Record<string, unknown> }>(
      `select actor_email, action, after from audit_log where entity_type = 'sign_in' and action like 'lock%' and entity_identity = $1 order by id`,
      [identity],
    )
  ).rows

describe('sign-in throttling per account', () => {
  it('locks an account after 5 wrong passwords: the right one is then refused and the page says to try later', async () => {
    const email = await newAccount('locked')
    const { form, login, statuses } = await wrongPasswords(10, email)
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429, 429, 429, 429, 429])

    const right = await form.submit(login, email, PASSWORD)
    expect(right.status).toBe(429)
    expect(right.text).toContain(LOCKED_SIGN_IN)
    expect(right.text).toContain('<form')
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0)
    expect(Number(right.headers['retry-after'])).toBeLessThanOrEqual(SIGN_IN_POLICY.firstAccountLockSeconds)

    // From another machine too: the lock belongs to the account, not to the address.
    const elsewhere = signInForm(server.baseUrl, newClientAddress())
    expect((await elsewhere.submit(await elsewhere.open(), email.toUpperCase(), PASSWORD)).status).toBe(429)
  })

  it('throttles an unknown e-mail exactly as a known one, with the same words', async () => {
    const known = await wrongPasswords(7, await newAccount('known'))
    const unknown = await wrongPasswords(7, uniqueEmail('nobody'))
    expect(unknown.statuses).toEqual(known.statuses)
    expect(unknown.statuses).toContain(429)
    for (const [i, answer] of unknown.answers.entries()) {
      expect(answer.text).toContain(answer.status === 429 ? LOCKED_SIGN_IN : INCORRECT_SIGN_IN)
      expect(known.answers[i]!.text).toContain(answer.status === 429 ? LOCKED_SIGN_IN : INCORRECT_SIGN_IN)
    }
  })

  it('starts an account afresh after a right password', async () => {
    const email = await newAccount('reset')
    const { form, login } = await wrongPasswords(SIGN_IN_POLICY.accountFailures - 1, email)
    expect((await form.submit(login, email, PASSWORD)).status).toBe(SIGNED_IN)
    const again = await wrongPasswords(SIGN_IN_POLICY.accountFailures - 1, email)
    expect(again.statuses.every((status) => status === 401)).toBe(true)
  })

  it('doubles the lock each time the account is locked again', async () => {
    const email = await newAccount('doubling')
    await wrongPasswords(SIGN_IN_POLICY.accountFailures, email)
    // The first lock runs out: move its end to now rather than waiting a minute.
    await server.runtime.deps.pool.query(`update sign_in_throttle set expire = now() where key = $1`, [`sign-in-account:${email}`])
    const second = await wrongPasswords(SIGN_IN_POLICY.accountFailures + 1, email)
    expect(second.statuses.at(-1)).toBe(429)
    expect((await lockoutAudits(email)).map((row) => row.after.lockedSeconds)).toEqual([60, 120])
  })
})

describe('sign-in throttling per client address', () => {
  it(`locks an address after ${SIGN_IN_POLICY.addressFailures} wrong passwords across many accounts, even for a right password`, async () => {
    const address = newClientAddress()
    const form = signInForm(server.baseUrl, address)
    const login = await form.open()
    const statuses = new Set<number>()
    // Each e-mail once, so no account reaches its own limit: only the address's budget runs out.
    for (let i = 0; i < SIGN_IN_POLICY.addressFailures - 1; i++) statuses.add((await form.submit(login, uniqueEmail('spray'), 'guess')).status)
    expect([...statuses]).toEqual([401])
    const email = await newAccount('victim')
    expect((await form.submit(login, uniqueEmail('spray'), 'guess')).status).toBe(429)

    const refused = await form.submit(login, email, PASSWORD)
    expect(refused.status).toBe(429)
    expect(refused.text).toContain(LOCKED_SIGN_IN)
    const otherMachine = signInForm(server.baseUrl, newClientAddress())
    expect((await otherMachine.submit(await otherMachine.open(), email, PASSWORD)).status).toBe(SIGNED_IN)

    const [audit] = await lockoutAudits(address)
    expect(audit).toMatchObject({
      action: 'lockAddressSignIn',
      after: { clientAddress: address, scope: 'address', lockedSeconds: SIGN_IN_POLICY.addressLockSeconds },
    })
  })

  it('does not count right passwords against the address', async () => {
    const address = newClientAddress()
    const email = await newAccount('regular')
    for (let i = 0; i < SIGN_IN_POLICY.addressFailures + 5; i++) {
      const form = signInForm(server.baseUrl, address)
      expect((await form.submit(await form.open(), email, PASSWORD)).status).toBe(SIGNED_IN)
    }
  }, 60_000)
})

describe('lockout records', () => {
  it('writes an audit entry and a warning with the e-mail and the client address', async () => {
    const email = await newAccount('audited')
    const address = newClientAddress()
    expect(await lockoutAudits(email)).toEqual([])
    await wrongPasswords(SIGN_IN_POLICY.accountFailures, email.toUpperCase(), address)

    const audits = await lockoutAudits(email)
    expect(audits).toHaveLength(1)
    expect(audits[0]).toMatchObject({
      actor_email: email,
      action: 'lockAccountSignIn',
      after: { email, clientAddress: address, scope: 'account', lockedSeconds: SIGN_IN_POLICY.firstAccountLockSeconds },
    })
    const warnings = server.logs
      .flatMap((chunk) => chunk.split('\n').filter(Boolean))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.level === 40 && line.email === email)
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatchObject({ clientAddress: address, scope: 'account' })
  })
})
