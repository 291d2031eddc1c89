import { describe, expect, it } from 'vitest'
import { renderBaseMapTile } from './base-map-tile'

const tile = (path: string) => {
  const [z, x, y] = path.split('/').map(Number) as [number, number, number]
  return { svg: renderBaseMapTile(z, x, y) }
}

describe('the offline base map, drawn', () => {
  it('draw where things are: land and the US-Mexico border around Texas, state borders, and the cities the zoom names', () => {
    // Zoom 4, tile 3/6: the southern US and northern Mexico.
    const { svg } = tile('4/3/6')
    expect(svg).toContain('fill="#f5f4ef"')
    expect(svg).toContain('stroke-dasharray') // state borders
    expect(svg).toContain('>Houston<')
    expect(svg).toContain('>Dallas<')
    // Towns appear only closer in: Round Rock (about 130,000 people) is not named at zoom 4.
    expect(svg).not.toContain('>Round Rock<')
    const closer = tile('10/234/420')
    expect(closer.svg).toContain('>Round Rock<')
  })

  it('stay light at the world and continent views: no bends narrower than a pixel, coordinates to a tenth of one', () => {
    // The densest zoom-4 tile of the US (62 KB of 1:50m coastline before simplification) and the whole world.
    const continent = tile('4/4/6')
    expect(continent.svg.length).toBeLessThan(16_000)
    expect(continent.svg).toContain('>Philadelphia<')
    const paths = [...continent.svg.matchAll(/ d="([^"]*)"/g)].map(([, d]) => d)
    expect(paths.length).toBeGreaterThan(0)
    for (const d of paths) expect(d).not.toMatch(/\d\.\d\d/)
    const world = tile('0/0/0')
    expect(world.svg.length).toBeLessThan(80_000)
  })

  it('draw open sea as water only', () => {
    // Zoom 5, tile 3/13: the North Pacific half way between Hawaii and California.
    const { svg } = tile('5/3/13')
    expect(svg).toContain('fill="#dce8f1"')
    expect(svg).not.toContain('<path')
    expect(svg).not.toContain('<text')
  })

  it('draw the sea as water close in too, and inland tiles as land without projecting the continent', () => {
    // Zoom 6, tile 18/26: the Atlantic east of Florida (1:10m data, whose wrongly wound specks once painted it as land).
    const sea = tile('6/18/26')
    expect(sea.svg).not.toContain('<path')
    // Zoom 13, tile 2134/3112: inland Indiana, all land.
    const inland = tile('13/2134/3112')
    expect(inland.svg).toContain('fill="#f5f4ef"')
  })
})
