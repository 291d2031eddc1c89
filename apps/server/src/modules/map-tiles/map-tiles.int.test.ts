import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../test/test-server'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => server?.close())

const tile = async (path: string) => {
  const response = await fetch(`${server.baseUrl}/tiles/${path}`)
  return { response, svg: await response.text() }
}

describe('offline base map tiles', () => {
  it('serve a cacheable SVG without a token, outside /api', async () => {
    const { response, svg } = await tile('4/3/6.svg')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('image/svg+xml')
    expect(response.headers.get('cache-control')).toContain('max-age')
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="256" height="256"/)
  }, 30_000)

  it('draw where things are: land and the US-Mexico border around Texas, state borders, and the cities the zoom names', async () => {
    // Zoom 4, tile 3/6: the southern US and northern Mexico.
    const { svg } = await tile('4/3/6.svg')
    expect(svg).toContain('fill="#f5f4ef"')
    expect(svg).toContain('stroke-dasharray') // state borders
    expect(svg).toContain('>Houston<')
    expect(svg).toContain('>Dallas<')
    // Towns appear only closer in: Round Rock (about 130,000 people) is not named at zoom 4.
    expect(svg).not.toContain('>Round Rock<')
    const closer = await tile('10/234/420.svg')
    expect(closer.svg).toContain('>Round Rock<')
  }, 30_000)

  it('stay light at the world and continent views: no bends narrower than a pixel, coordinates to a tenth of one', async () => {
    // The densest zoom-4 tile of the US (62 KB of 1:50m coastline before simplification) and the whole world.
    const continent = await tile('4/4/6.svg')
    expect(continent.svg.length).toBeLessThan(16_000)
    expect(continent.svg).toContain('>Philadelphia<')
    const paths = [...continent.svg.matchAll(/ d="([^"]*)"/g)].map(([, d]) => d)
    expect(paths.length).toBeGreaterThan(0)
    for (const d of paths) expect(d).not.toMatch(/\d\.\d\d/)
    const world = await tile('0/0/0.svg')
    expect(world.svg.length).toBeLessThan(80_000)
  }, 30_000)

  it('draw open sea as water only', async () => {
    // Zoom 5, tile 3/13: the North Pacific half way between Hawaii and California.
    const { svg } = await tile('5/3/13.svg')
    expect(svg).toContain('fill="#dce8f1"')
    expect(svg).not.toContain('<path')
    expect(svg).not.toContain('<text')
  }, 30_000)

  it('draw the sea as water close in too, and inland tiles as land without projecting the continent', async () => {
    // Zoom 6, tile 18/26: the Atlantic east of Florida (1:10m data, whose wrongly wound specks once painted it as land).
    const sea = await tile('6/18/26.svg')
    expect(sea.svg).not.toContain('<path')
    // Zoom 13, tile 2134/3112: inland Indiana, all land.
    const inland = await tile('13/2134/3112.svg')
    expect(inland.svg).toContain('fill="#f5f4ef"')
  }, 30_000)

  it('refuse a tile that does not exist at its zoom with a 400 naming the field', async () => {
    const outside = await server.call('GET', '/tiles/2/4/0.svg')
    expect(outside.status).toBe(400)
    expect(outside.body.fields.x).toBeDefined()
    const badZoom = await server.call('GET', '/tiles/99/0/0.svg')
    expect(badZoom.status).toBe(400)
    expect(badZoom.body.fields.z).toBeDefined()
  })

  it('are what the app config points the browser at by default', async () => {
    const config = await server.call('GET', '/app-config.json')
    expect(config.body.mapTileUrl).toBe('/tiles/{z}/{x}/{y}.svg')
  })
})
