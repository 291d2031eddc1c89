import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../test/test-server'

// A built console in miniature: index.html, one hashed asset with the .br/.gz copies the build writes.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-dist-'))
const script = `console.log(${JSON.stringify('x'.repeat(4000))})`
let server: TestServer

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'))
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>Mission Control</title></head><body></body></html>')
  fs.writeFileSync(
    path.join(dist, 'route-preloads.json'),
    JSON.stringify([{ path: '/missions/:identity', query: { tab: 'map' }, scripts: ['assets/PinsMap-Xy9.js'], styles: [] }]),
  )
  fs.writeFileSync(path.join(dist, 'assets/index-AbC123.js'), script)
  fs.writeFileSync(path.join(dist, 'assets/index-AbC123.js.br'), zlib.brotliCompressSync(script))
  fs.writeFileSync(path.join(dist, 'assets/index-AbC123.js.gz'), zlib.gzipSync(script))
  server = await startTestServer({ env: { WEB_DIST_DIR: dist } })
})
afterAll(async () => {
  await server?.close()
  fs.rmSync(dist, { recursive: true, force: true })
})

// fetch decodes br and gzip itself: the body reads as the original whatever the encoding was.
const get = (url: string, acceptEncoding?: string) => fetch(`${server.baseUrl}${url}`, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} })

describe('the built console', () => {
  it('sends hashed assets compressed as the browser accepts, cached for good', async () => {
    const brotli = await get('/assets/index-AbC123.js', 'gzip, deflate, br')
    expect(brotli.status).toBe(200)
    expect(brotli.headers.get('content-encoding')).toBe('br')
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(brotli.headers.get('vary')).toMatch(/accept-encoding/i)
    expect(brotli.headers.get('content-length')).toBe(String(fs.statSync(path.join(dist, 'assets/index-AbC123.js.br')).size))
    expect(await brotli.text()).toBe(script)

    const gzip = await get('/assets/index-AbC123.js', 'gzip')
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    expect(await gzip.text()).toBe(script)

    const plain = await get('/assets/index-AbC123.js', 'identity')
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toBe(script)
  })

  it('never lets a browser keep index.html, so a deploy is seen at the next load', async () => {
    for (const url of ['/', '/customers', '/index.html']) {
      const response = await get(url)
      expect(response.status, url).toBe(200)
      expect(response.headers.get('cache-control'), url).toBe('no-cache')
    }
  })

  it('names the code of the screen a path opens in the page it sends, and nothing for another path', async () => {
    const map = await (await get('/missions/M1?tab=map')).text()
    expect(map).toContain('<link rel="modulepreload" crossorigin href="/assets/PinsMap-Xy9.js"></head>')
    const groups = await (await get('/missions/M1')).text()
    expect(groups).not.toContain('modulepreload')
    expect(groups).toContain('<title>Mission Control</title>')
  })
})

describe('a build deployed under the running server (issue 38)', () => {
  const indexFor = (build: string, entry: string) =>
    `<!doctype html><html><head><title>Mission Control</title>\n    <meta name="mc-build" content="${build}" /><script type="module" src="/assets/${entry}"></script></head><body></body></html>`

  it('serves the new build’s files and page at once, keeps serving the old build’s files, and names the build it serves', async () => {
    fs.writeFileSync(path.join(dist, 'index.html'), indexFor('build111', 'index-AbC123.js'))
    // The server looks at index.html at most once a second.
    await new Promise((resolve) => setTimeout(resolve, 1100))
    expect(await (await get('/api/version')).json()).toEqual({ build: 'build111' })

    // The deploy: a new entry written beside the old one (Vite writes it; the old stays), then the new page.
    fs.writeFileSync(path.join(dist, 'assets/index-New456.js'), 'console.log("new")')
    fs.writeFileSync(path.join(dist, 'index.html'), indexFor('build222', 'index-New456.js'))
    fs.utimesSync(path.join(dist, 'index.html'), new Date(), new Date(Date.now() + 5000))
    await new Promise((resolve) => setTimeout(resolve, 1100))

    const version = await get('/api/version')
    expect(version.headers.get('cache-control')).toBe('no-store')
    expect(await version.json()).toEqual({ build: 'build222' })
    expect(await (await get('/customers')).text()).toContain('/assets/index-New456.js')
    const added = await get('/assets/index-New456.js')
    expect(added.status).toBe(200)
    expect(added.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const old = await get('/assets/index-AbC123.js')
    expect(old.status).toBe(200)
    expect(await old.text()).toBe(script)
  })

  it('answers a file no kept build has with a 404, not the console’s page, and never sends the list of builds or a source map', async () => {
    fs.writeFileSync(path.join(dist, 'builds.json'), '{"builds":[]}')
    fs.writeFileSync(path.join(dist, 'assets/index-AbC123.js.map'), '{}')
    for (const url of ['/assets/Gone-Old999.js', '/builds.json', '/assets/index-AbC123.js.map']) {
      const response = await get(url)
      expect(response.status, url).toBe(404)
      expect(response.headers.get('content-type'), url).toMatch(/json/)
    }
  })
})
