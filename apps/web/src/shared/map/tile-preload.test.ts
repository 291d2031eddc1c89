import L from 'leaflet'
import { describe, expect, it } from 'vitest'
import { mapOfSize } from '../../test/leaflet-of-size'
import type { MapSize } from './map-view'
import { tilesInView, tileUrl, type TileCoords } from './tile-preload'

const coords = ({ x, y, z }: TileCoords) => ({ x, y, z })

/** The tiles a real Leaflet map of `size` opens with on `center` at `zoom`, and where it places them. */
function leafletTiles(center: [number, number], zoom: number, size: MapSize) {
  const map = mapOfSize(size, { center, zoom })
  const layer = L.tileLayer('/tiles/{z}/{x}/{y}.png').addTo(map)
  const tiles = Object.values((layer as unknown as { _tiles: Record<string, { coords: TileCoords; el: HTMLElement & { _leaflet_pos: L.Point } }> })._tiles)
  map.remove()
  return tiles.map(({ coords: { x, y, z }, el }) => ({ x: ((x % 2 ** z) + 2 ** z) % 2 ** z, y, z, left: el._leaflet_pos.x, top: el._leaflet_pos.y }))
}

describe('tilesInView', () => {
  it('takes the tiles touching half the size around the centre pixel', () => {
    // Centre pixel (1000, 700) at zoom 3: x 1000 +- 128 touches columns 3 and 4, y 700 +- 100 rows 2 and 3.
    const lng = (1000.5 / (256 * 8) - 0.5) * 360
    const lat = (Math.atan(Math.sinh(Math.PI * (1 - (2 * 700.5) / (256 * 8)))) * 180) / Math.PI
    expect(tilesInView([lat, lng], 3, { width: 256, height: 200 }).map(coords)).toEqual([
      { x: 3, y: 2, z: 3 },
      { x: 4, y: 2, z: 3 },
      { x: 3, y: 3, z: 3 },
      { x: 4, y: 3, z: 3 },
    ])
  })

  it('wraps columns round the world and leaves out rows past the poles', () => {
    // At zoom 2 the 180th meridian is pixel 1024 of 1024: the view runs on into column 0, and its
    // top half lies above the world's top row.
    expect(tilesInView([85, 179.9], 2, { width: 256, height: 256 }).map(coords)).toEqual([
      { x: 3, y: 0, z: 2 },
      { x: 0, y: 0, z: 2 },
    ])
  })
})

describe('tilesInView, against Leaflet', () => {
  it('takes the tiles a Leaflet map of that size shows, and places each where Leaflet does', () => {
    const byTile = (a: { x: number; y: number }, b: { x: number; y: number }) => a.y - b.y || a.x - b.x
    for (const [center, zoom, size] of [
      [[39.5, -98.35], 4, { width: 750, height: 518 }],
      [[30.2672, -97.7431], 13, { width: 1097, height: 438 }],
      [[-33.87, 151.21], 9, { width: 333, height: 257 }],
      [[41.88, -87.63], 12, { width: 1, height: 1 }],
    ] as const) {
      const ours = tilesInView([...center], zoom, size).sort(byTile)
      expect(ours).toEqual(leafletTiles([...center], zoom, size).sort(byTile))
    }
  })
})

describe('tileUrl', () => {
  it('fills a Leaflet template as Leaflet does', () => {
    expect(tileUrl('/tiles/{z}/{x}/{y}.png', { x: 2134, y: 3112, z: 13 }, false)).toBe('/tiles/13/2134/3112.png')
    expect(tileUrl('https://{s}.tile.example/{z}/{x}/{y}{r}.png', { x: 1, y: 1, z: 2 }, true)).toBe('https://c.tile.example/2/1/1@2x.png')
  })

  it('gives up on a template with parts it does not know', () => {
    expect(tileUrl('/tiles/{z}/{x}/{-y}.png', { x: 1, y: 1, z: 2 }, false)).toBeUndefined()
  })
})
