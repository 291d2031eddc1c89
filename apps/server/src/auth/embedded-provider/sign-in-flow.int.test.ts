import { createHash, randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OPS_EMAIL, startTestServer, type TestServer } from '../../test/test-server'
import { authorizationParams } from './sign-in-form.test-helper'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => server?.close())

/** A minimal browser: follows nothing by itself and keeps cookies per name. */
function browser(baseUrl: string) {
  const jar = new Map<string, string>()
  return async (url: string, init: RequestInit = {}) => {
    const response = await fetch(new URL(url, baseUrl), {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    })
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';')
      const index = pair!.indexOf('=')
      jar.set(pair!.slice(0, index), pair!.slice(index + 1))
    }
    return response
  }
}

async function authorize(go: ReturnType<typeof browser>, baseUrl: string, password: string) {
  const verifier = randomBytes(32).toString('base64url')
  const challenge = createHash('sha256').update(verifier).digest('base64url')
  const params = authorizationParams(baseUrl, challenge)
  const start = await go(`/oidc/auth?${params.toString()}`)
  expect(start.status).toBe(303)
  const interaction = start.headers.get('location')!
  expect(interaction).toMatch(/\/oidc\/interaction\//)
  const page = await go(interaction)
  expect(await page.text()).toContain('Sign in')
  const submitted = await go(`${new URL(interaction, baseUrl).pathname}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: OPS_EMAIL, password }).toString(),
  })
  return { submitted, verifier }
}

describe('embedded OpenID provider: authorization code with PKCE', () => {
  it('signs a staff member in and issues an ID token the API accepts', async () => {
    const go = browser(server.baseUrl)
    const { submitted } = await authorize(go, server.baseUrl, 'ops')
    let location = submitted.headers.get('location')!
    // Follow the provider's own redirects until it sends the browser back to the console.
    for (let hops = 0; hops < 5 && !location.startsWith(`${server.baseUrl}/callback`); hops++) {
      location = (await go(location)).headers.get('location')!
    }
    const hash = new URLSearchParams(new URL(location).hash.slice(1))
    expect(hash.get('state')).toBe('state-1')
    const code = hash.get('code')!
    expect(code).toBeTruthy()

    const withoutVerifier = await fetch(`${server.baseUrl}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'authorization_code', code, client_id: 'mission-control-web', redirect_uri: `${server.baseUrl}/callback` }),
    })
    expect(withoutVerifier.status).toBe(400)
  })

  it('exchanges the code for tokens with the verifier, and the token works on the API', async () => {
    const go = browser(server.baseUrl)
    const { submitted, verifier } = await authorize(go, server.baseUrl, 'ops')
    let location = submitted.headers.get('location')!
    for (let hops = 0; hops < 5 && !location.startsWith(`${server.baseUrl}/callback`); hops++) {
      location = (await go(location)).headers.get('location')!
    }
    const code = new URLSearchParams(new URL(location).hash.slice(1)).get('code')!
    const tokens = await fetch(`${server.baseUrl}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        client_id: 'mission-control-web',
        redirect_uri: `${server.baseUrl}/callback`,
        code_verifier: verifier,
      }),
    }).then((response) => response.json() as Promise<{ id_token: string; refresh_token?: string }>)
    expect(tokens.id_token).toBeTruthy()
    expect(tokens.refresh_token).toBeTruthy()
    const me = await server.call('GET', '/api/me', { token: tokens.id_token })
    expect(me.status).toBe(200)
    expect(me.body.email).toBe(OPS_EMAIL)

    const renewed = await fetch(`${server.baseUrl}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token!, client_id: 'mission-control-web' }),
    }).then((response) => response.json() as Promise<{ id_token?: string }>)
    expect((await server.call('GET', '/api/me', { token: renewed.id_token! })).status).toBe(200)
  })

  it('refuses a wrong password with the sign-in page again', async () => {
    const go = browser(server.baseUrl)
    const { submitted } = await authorize(go, server.baseUrl, 'not-the-password')
    expect(submitted.status).toBe(401)
    expect(await submitted.text()).toContain('Incorrect e-mail or password.')
  })
})
