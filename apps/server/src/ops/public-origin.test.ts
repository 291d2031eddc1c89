import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../config'
import { registerPublicOriginCheck } from './public-origin'

/** The console's routes as far as this check cares: a page, and an API call. */
async function appFor(env: Record<string, string>) {
  const config = loadConfig(env)
  const app = Fastify()
  registerPublicOriginCheck(app, config)
  app.get('/login', async () => 'the console')
  app.get('/api/me', async () => ({ ok: true }))
  await app.ready()
  return app
}
const pageLoad = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' }

describe('opening the console under another host name than PUBLIC_URL', () => {
  it('by default (PUBLIC_URL http://localhost:PORT) sends 127.0.0.1 and [::1] to localhost, keeping path and query', async () => {
    const app = await appFor({ PORT: '8080' })
    for (const host of ['127.0.0.1:8080', '[::1]:8080', '127.0.1.1:8080']) {
      const response = await app.inject({ url: '/login?next=%2Fcustomers', headers: { ...pageLoad, host } })
      expect(response.statusCode).toBe(302)
      expect(response.headers.location).toBe('http://localhost:8080/login?next=%2Fcustomers')
    }
    const atPublicUrl = await app.inject({ url: '/login', headers: { ...pageLoad, host: 'localhost:8080' } })
    expect(atPublicUrl.statusCode).toBe(200)
  })

  it('from another machine, says which URL works and which setting to change instead of failing at sign-in', async () => {
    const app = await appFor({ PORT: '8080' })
    const response = await app.inject({ url: '/login', headers: { ...pageLoad, host: '192.168.1.50:8080' } })
    expect(response.statusCode).toBe(421)
    expect(response.headers['content-type']).toContain('text/html')
    expect(response.body).toContain('Sign-in works at http://localhost:8080 only')
    expect(response.body).toContain('PUBLIC_URL=http://192.168.1.50:8080')
    // The host header is the caller's text: escaped, never markup.
    const hostile = await app.inject({ url: '/login', headers: { ...pageLoad, host: 'evil"><script>x</script>' } })
    expect(hostile.body).not.toContain('<script>x')
  })

  it('sends every other name to a PUBLIC_URL that was set, since that address is the one browsers use', async () => {
    const app = await appFor({ PORT: '8080', PUBLIC_URL: 'http://mc.lan:8080' })
    const response = await app.inject({ url: '/login', headers: { ...pageLoad, host: '192.168.1.50:8080' } })
    expect(response.statusCode).toBe(302)
    expect(response.headers.location).toBe('http://mc.lan:8080/login')
  })

  it('leaves API calls, assets and production alone', async () => {
    const app = await appFor({ PORT: '8080' })
    expect((await app.inject({ url: '/api/me', headers: { ...pageLoad, host: '127.0.0.1:8080' } })).statusCode).toBe(200)
    expect((await app.inject({ url: '/login', headers: { accept: '*/*', host: '127.0.0.1:8080' } })).statusCode).toBe(200)
    const production = await appFor({ PORT: '8080', NODE_ENV: 'production' })
    expect((await production.inject({ url: '/login', headers: { ...pageLoad, host: '127.0.0.1:8080' } })).statusCode).toBe(200)
  })
})
