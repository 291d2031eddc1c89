import { createHash } from 'node:crypto'
import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../test/test-server'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
}, 60_000)
afterAll(async () => server?.close())

/** A page load as a browser sends it for the address bar's host (fetch cannot set Host). */
function pageLoad(path: string, host: string): Promise<{ status: number; location: string | undefined }> {
  const url = new URL(server.baseUrl)
  return new Promise((resolve, reject) => {
    http
      .get({ host: url.hostname, port: url.port, path, headers: { host, accept: 'text/html' } }, (response) => {
        response.resume()
        resolve({ status: response.statusCode!, location: response.headers.location })
      })
      .on('error', reject)
  })
}

describe('the console opened under another loopback name than PUBLIC_URL', () => {
  it('is sent to PUBLIC_URL, where the provider accepts its redirect URI', async () => {
    const port = new URL(server.baseUrl).port
    // This test server's PUBLIC_URL is http://127.0.0.1:PORT; the person typed localhost.
    expect(await pageLoad('/login', `localhost:${port}`)).toEqual({ status: 302, location: `${server.baseUrl}/login` })
    // At PUBLIC_URL the console's redirect URI is the one the embedded provider knows; under the other name it is refused.
    const authorize = async (redirectUri: string) => {
      const params = new URLSearchParams({
        client_id: 'mission-control-web',
        redirect_uri: redirectUri,
        response_type: 'code',
        response_mode: 'fragment',
        scope: 'openid email profile',
        state: 'state-1',
        nonce: 'nonce-1',
        code_challenge: createHash('sha256').update('verifier').digest('base64url'),
        code_challenge_method: 'S256',
      })
      const response = await fetch(`${server.baseUrl}/oidc/auth?${params}`, { redirect: 'manual' })
      return { status: response.status, location: response.headers.get('location'), text: await response.text() }
    }
    const atPublicUrl = await authorize(`${server.baseUrl}/callback`)
    expect(atPublicUrl.status).toBe(303)
    expect(atPublicUrl.location).toMatch(/\/oidc\/interaction\//)
    const elsewhere = await authorize(`http://localhost:${port}/callback`)
    expect(elsewhere.status).toBe(400)
    expect(elsewhere.text).toContain('redirect_uri did not match')
  })
})
