import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../test/test-server'
import { PNG_SIGNATURE, pngSize } from '../../test/fuzz/png'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => server?.close())

const tile = async (path: string) => {
  const response = await fetch(`${server.baseUrl}/tiles/${path}`)
  return { response, png: Buffer.from(await response.arrayBuffer()) }
}

describe('offline base map tiles', () => {
  it('serve a cacheable 256 px PNG without a token, outside /api, and a 512 px one for high-density screens', async () => {
    const { response, png } = await tile('4/3/6.png')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(response.headers.get('cache-control')).toContain('max-age')
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE)
    expect(pngSize(png)).toEqual([256, 256])
    const sharp = await tile('4/3/6@2x.png')
    expect(sharp.response.status).toBe(200)
    expect(pngSize(sharp.png)).toEqual([512, 512])
    // The same tile again comes from the cache: the same bytes.
    expect((await tile('4/3/6.png')).png.equals(png)).toBe(true)
  }, 30_000)

  it('refuse a tile that does not exist at its zoom with a 400 naming the field', async () => {
    const outside = await server.call('GET', '/tiles/2/4/0.png')
    expect(outside.status).toBe(400)
    expect(outside.body.fields.x).toBeDefined()
    const below = await server.call('GET', '/tiles/2/0/4@2x.png')
    expect(below.status).toBe(400)
    expect(below.body.fields.tile).toBeDefined()
    const badZoom = await server.call('GET', '/tiles/99/0/0.png')
    expect(badZoom.status).toBe(400)
    expect(badZoom.body.fields.z).toBeDefined()
    const otherFormat = await server.call('GET', '/tiles/2/0/0.svg')
    expect(otherFormat.status).toBe(400)
    expect(otherFormat.body.fields.tile).toEqual(['Must be the tile row, then .png or @2x.png'])
  })

  it('are what the app config points the browser at by default', async () => {
    const config = await server.call('GET', '/app-config.json')
    expect(config.body.mapTileUrl).toBe('/tiles/{z}/{x}/{y}{r}.png')
  })
})
