import { act, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { setAppConfigForTests } from '../config/app-config'
import { BaseMap } from './BaseMap'
import { MAP_FRAME_BORDER } from './map-view'
import { MOSAIC_TILE_CLASS, tilesInView } from './tile-preload'

// jsdom lays nothing out (every element measures 0) and loads no image: the frame is given a size
// here, and each image's load is sent by the test, as the browser would once it arrived.
const FRAME = { width: 800, height: 440 - 2 * MAP_FRAME_BORDER }
const CENTER: [number, number] = [41.88, -87.63]

function giveElementsSize(size: { width: number; height: number } | undefined) {
  for (const [property, value] of [
    ['clientWidth', size?.width ?? 0],
    ['clientHeight', size?.height ?? 0],
  ] as const) {
    Object.defineProperty(HTMLElement.prototype, property, { configurable: true, get: () => value })
  }
}

const loadAll = (images: NodeListOf<HTMLImageElement>) => act(() => images.forEach((image) => image.dispatchEvent(new Event('load'))))
const untilNextPaint = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)))

beforeEach(() => {
  setAppConfigForTests({ issuer: '', clientId: '', scope: '', backendUrl: '', toolsBaseUrl: '', mapTileUrl: '/tiles/{z}/{x}/{y}{r}.png' })
  // The tiles report not loaded until the test says so.
  Object.defineProperty(HTMLImageElement.prototype, 'complete', { configurable: true, get: () => false })
})
afterEach(() => {
  giveElementsSize(undefined)
  Object.defineProperty(HTMLImageElement.prototype, 'complete', { configurable: true, get: () => true })
})

describe('BaseMap', () => {
  it("draws its first view's tiles where Leaflet will, creates the map over them once they have loaded, and drops them once the map's own tiles show", async () => {
    giveElementsSize(FRAME)
    const { container } = render(<BaseMap label="Places map" focus={CENTER} zoom={13} height={440} />)
    const drawn = container.querySelectorAll<HTMLImageElement>(`img.${MOSAIC_TILE_CLASS}`)
    const expected = tilesInView(CENTER, 13, FRAME)
    expect([...drawn].map((image) => [image.getAttribute('src'), image.style.left, image.style.top])).toEqual(
      expected.map((tile) => [`/tiles/13/${tile.x}/${tile.y}.png`, `${tile.left}px`, `${tile.top}px`]),
    )
    // Leaflet waits for them.
    await untilNextPaint()
    expect(container.querySelector('.leaflet-container')).toBeNull()

    loadAll(drawn)
    await untilNextPaint()
    const leafletTiles = container.querySelectorAll<HTMLImageElement>('img.leaflet-tile')
    expect(container.querySelector('.leaflet-container')).not.toBeNull()
    expect([...leafletTiles].map((image) => image.getAttribute('src')).sort()).toEqual([...drawn].map((image) => image.getAttribute('src')).sort())
    expect(container.querySelectorAll(`img.${MOSAIC_TILE_CLASS}`)).toHaveLength(expected.length)

    loadAll(leafletTiles)
    await untilNextPaint()
    expect(container.querySelectorAll(`img.${MOSAIC_TILE_CLASS}`)).toHaveLength(0)
  })

  it('creates the map at once, with no tiles of its own, when it has no room to draw in (a hidden tab)', () => {
    giveElementsSize(undefined)
    const { container } = render(<BaseMap label="Places map" focus={CENTER} zoom={13} height={440} />)
    expect(container.querySelector('.leaflet-container')).not.toBeNull()
    expect(container.querySelectorAll(`img.${MOSAIC_TILE_CLASS}`)).toHaveLength(0)
  })
})
