import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../test/test-server'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => server?.close())

describe('offline map tiles', () => {
  it('serves a cacheable PNG without a token, outside /api', async () => {
    const response = await fetch(`${server.baseUrl}/tiles/13/1310/3166.png`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(response.headers.get('cache-control')).toContain('max-age')
    const bytes = Buffer.from(await response.arrayBuffer())
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    // IHDR: 256 x 256.
    expect(bytes.readUInt32BE(16)).toBe(256)
    expect(bytes.readUInt32BE(20)).toBe(256)
  })

  it('refuses a tile that does not exist at its zoom with a 400 naming the field', async () => {
    const outside = await server.call('GET', '/tiles/2/4/0.png')
    expect(outside.status).toBe(400)
    expect(outside.body.fields.x).toBeDefined()
    const badZoom = await server.call('GET', '/tiles/99/0/0.png')
    expect(badZoom.status).toBe(400)
    expect(badZoom.body.fields.z).toBeDefined()
  })

  it('is what the app config points the browser at by default', async () => {
    const config = await server.call('GET', '/app-config.json')
    expect(config.body.mapTileUrl).toBe('/tiles/{z}/{x}/{y}.png')
  })
})
