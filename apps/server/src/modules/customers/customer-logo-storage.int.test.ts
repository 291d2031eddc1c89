import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../../test/free-port'
import { OPS_EMAIL, startTestServer, type TestServer } from '../../test/test-server'
import { LOGO_NOT_STORED } from './customer-logo.service'
import { TINY_PNG, validCustomer } from './customers-test-data'

let server: TestServer
let token: string

beforeAll(async () => {
  // S3 by configuration, at a loopback port where nothing listens: every put fails. The SDK reads
  // its keys from the process environment; they are removed after, as the files share one process.
  process.env.AWS_ACCESS_KEY_ID = 'AKIDTEST'
  process.env.AWS_SECRET_ACCESS_KEY = 'secret'
  server = await startTestServer({ env: { S3_BUCKET: 'logos', S3_ENDPOINT: `http://127.0.0.1:${await freePort()}` } })
  token = await server.tokenFor(OPS_EMAIL)
})
afterAll(async () => {
  delete process.env.AWS_ACCESS_KEY_ID
  delete process.env.AWS_SECRET_ACCESS_KEY
  await server?.close()
})

describe('customer logo when the file store is down', () => {
  it('answers 502 with a message that says so, and leaves the customer without a logo', async () => {
    const identity = (await server.call('POST', '/api/customers', { token, body: { customer: validCustomer() } })).body.customer.identity
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(TINY_PNG)]), 'logo.png')
    const response = await fetch(`${server.baseUrl}/api/customers/${identity}/logo`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    })
    expect(response.status).toBe(502)
    expect(((await response.json()) as { message: string }).message).toMatch(new RegExp(`^${LOGO_NOT_STORED}: `))
    expect((await server.call('GET', `/api/customers/${identity}`, { token })).body.customer.logo_url).toBeNull()
    const files = await server.runtime.deps.pool.query(`select 1 from stored_files where key like $1`, [`customer-logos/${identity}/%`])
    expect(files.rowCount).toBe(0)
  })
})
