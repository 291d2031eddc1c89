import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../test/test-server'

/** A built console as Vite leaves it: hashed assets with their source maps beside them. */
function fakeBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-dist-'))
  fs.mkdirSync(path.join(dir, 'assets'))
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Mission Control</title>')
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("app")')
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["src/secret-source.ts"]}')
  return dir
}

describe('in production', () => {
  let server: TestServer
  let dist: string
  beforeAll(async () => {
    dist = fakeBuild()
    server = await startTestServer({ env: { NODE_ENV: 'production', ALLOW_DEMO_ACCOUNTS: '1', WEB_DIST_DIR: dist } })
  })
  afterAll(async () => {
    await server?.close()
    fs.rmSync(dist, { recursive: true, force: true })
  })

  it('serves the app but never its source maps, under any spelling', async () => {
    expect((await server.call('GET', '/assets/index-abc123.js')).status).toBe(200)
    for (const target of ['/assets/index-abc123.js.map', '/ASSETS/index-abc123.js.map', '/assets/%69ndex-abc123.js.map', '/assets/missing.js.map']) {
      const response = await server.call('GET', target)
      expect(response.status, target).toBe(404)
      expect(JSON.stringify(response.body), target).not.toContain('secret-source')
    }
  })

  it('still answers client routes with the console page', async () => {
    const response = await server.call('GET', '/customers/ABC/campaigns')
    expect(response.status).toBe(200)
    expect(String(response.body)).toContain('<title>Mission Control</title>')
  })
})

describe('proxy headers', () => {
  const discovery = (server: TestServer) =>
    server.call('GET', '/oidc/.well-known/openid-configuration', { headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' } })

  it('ignores X-Forwarded-Host unless TRUST_PROXY says a proxy sets it', async () => {
    const server = await startTestServer()
    try {
      const response = await discovery(server)
      expect(response.status).toBe(200)
      expect(JSON.stringify(response.body)).not.toContain('evil.example')
      expect(response.body.authorization_endpoint).toBe(`${server.baseUrl}/oidc/auth`)
    } finally {
      await server.close()
    }
  })

  it('believes it behind a configured proxy', async () => {
    const server = await startTestServer({ env: { TRUST_PROXY: 'true' } })
    try {
      expect((await discovery(server)).body.authorization_endpoint).toBe('https://evil.example/oidc/auth')
    } finally {
      await server.close()
    }
  })
})

describe('logs', () => {
  it('never hold a token or code sent in a query string', async () => {
    const server = await startTestServer()
    try {
      await server.call('GET', '/api/me?access_token=SECRET-TOKEN-123&page=2')
      await server.call('GET', '/oidc/cb?code=SECRET-CODE-456&state=SECRET-STATE-789')
      const logged = server.logs.join('')
      expect(logged).toContain('/api/me?access_token=[redacted]&page=2')
      expect(logged).not.toMatch(/SECRET-(TOKEN|CODE|STATE)/)
    } finally {
      await server.close()
    }
  })
})
