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
