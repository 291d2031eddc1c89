import { loadAppConfig } from '../config/app-config'
import type { Bounds, LatLngTuple } from './map-points'
import { centredView, frameView, MAP_FRAME_BORDER, type MapSize } from './map-view'
import { TILE_SIZE, worldPixel } from './web-mercator'

/**
 * The base-map tiles a map will show, worked out before the map (and Leaflet) is there: the tiles
 * are the largest paint of a map screen, so a screen can start loading them beside its data, and
 * the map draws them as plain images (TileMosaic) before Leaflet takes over. Leaflet's way of
 * choosing and placing the tiles of a view is followed here; a test holds it against Leaflet's own.
 */
export interface TileCoords {
  x: number
  y: number
  z: number
}

/** A tile of a view, and where its top-left corner sits in the map (pixels from the map's own). */
export interface PlacedTile extends TileCoords {
  left: number
  top: number
}

/**
 * Every tile a map of `size` pixels centred on `center` at `zoom` shows, as Leaflet picks them (the
 * centre's pixel floored, the tiles touching half the size around it) and places them (from the
 * rounded pixel of the map's top-left corner); columns wrap round the world, rows past the poles
 * are left out.
 */
export function tilesInView(center: LatLngTuple, zoom: number, size: MapSize): PlacedTile[] {
  const pixel = worldPixel(center, zoom)
  const cx = Math.floor(pixel.x)
  const cy = Math.floor(pixel.y)
  const corner = { x: Math.round(pixel.x - size.width / 2), y: Math.round(pixel.y - size.height / 2) }
  const columns = 2 ** zoom
  const tiles: PlacedTile[] = []
  const [minY, maxY] = [Math.floor((cy - size.height / 2) / TILE_SIZE), Math.ceil((cy + size.height / 2) / TILE_SIZE) - 1]
  const [minX, maxX] = [Math.floor((cx - size.width / 2) / TILE_SIZE), Math.ceil((cx + size.width / 2) / TILE_SIZE) - 1]
  for (let y = Math.max(0, minY); y <= Math.min(columns - 1, maxY); y++) {
    for (let x = minX; x <= maxX; x++) {
      tiles.push({ x: ((x % columns) + columns) % columns, y, z: zoom, left: x * TILE_SIZE - corner.x, top: y * TILE_SIZE - corner.y })
    }
  }
  return tiles
}

/** A tile's address from a Leaflet URL template ({s}, {z}, {x}, {y}, {r}); undefined for a template with other parts. */
export function tileUrl(template: string, { x, y, z }: TileCoords, retina: boolean): string | undefined {
  const subdomains = 'abc'
  const values: Record<string, string> = {
    s: subdomains[Math.abs(x + y) % subdomains.length]!,
    z: String(z),
    x: String(x),
    y: String(y),
    r: retina ? '@2x' : '',
  }
  let unknown = false
  const url = template.replace(/\{([^}]*)\}/g, (_, name: string) => values[name] ?? ((unknown = true), ''))
  return unknown ? undefined : url
}

/** The class of a tile drawn before the map (TileMosaic): browser tests tell them from Leaflet's own by it. */
export const MOSAIC_TILE_CLASS = 'mosaic-tile'

/** The last preload's images by address, until the map takes them. */
const preloaded = new Map<string, HTMLImageElement>()

/** Starts loading and decoding `urls` as images, for the map to take (`takePreloadedTile`); settles when all have. */
function preloadImages(urls: readonly string[]): Promise<unknown> {
  // The same screen asked again keeps the images already on their way.
  for (const url of preloaded.keys()) if (!urls.includes(url)) preloaded.delete(url)
  for (const url of urls) {
    if (preloaded.has(url)) continue
    const image = new Image()
    image.src = url
    preloaded.set(url, image)
  }
  return Promise.allSettled(urls.map((url) => preloaded.get(url)!.decode()))
}

/**
 * The preloaded image of the tile at `url`, if it has loaded, handed over once: the map's first
 * tiles (TileMosaic) are this very element, decoded, in the screen's first paint. (A new `<img>` of
 * the same address is not reliably complete at once: with the browser's cache off it is fetched again.)
 */
export function takePreloadedTile(url: string): HTMLImageElement | undefined {
  const image = preloaded.get(url)
  if (!image?.complete || image.naturalWidth === 0) return undefined
  preloaded.delete(url)
  return image
}

/**
 * Only the tiles a map this wide shows are preloaded (the middle of a wider map shows the same
 * ones): the organization map is 700 pixels or more from a 1,024-pixel window up. On a window
 * narrower than that the width is the window's less the page's margins, so a tile fetched is one
 * the map shows.
 */
const PRELOAD_WIDTH = 512
const PAGE_MARGINS = 2 * 24

/** The tiles `preloadMapTiles` loads for a map `height` pixels high (its frame included), in a window `windowWidth` wide. */
export function middleTiles(center: LatLngTuple, zoom: number, height: number, windowWidth: number): TileCoords[] {
  return tilesInView(center, zoom, { width: Math.min(PRELOAD_WIDTH, windowWidth - PAGE_MARGINS), height: height - 2 * MAP_FRAME_BORDER })
}

/**
 * `preloadMapTiles` for a map that opens fitted to `bounds` no closer than `maxZoom`: only when they
 * fit at `maxZoom` in the width preloaded, so the map opens there, on their middle, whatever its own
 * width (a wider map fits them at the same zoom). Further apart, the zoom hangs on the map's width,
 * known once the page is laid out, and the map loads its tiles itself.
 */
export async function preloadFittedMapTiles(bounds: Bounds, maxZoom: number, height: number, atMostMs: number): Promise<void> {
  const size = { width: Math.min(PRELOAD_WIDTH, window.innerWidth - PAGE_MARGINS), height: height - 2 * MAP_FRAME_BORDER }
  const view = centredView(frameView(bounds, maxZoom), size)
  if (view?.zoom === maxZoom) await preloadMapTiles(view.center, maxZoom, height, atMostMs)
}

/**
 * Loads the middle tiles of a map that will open centred on `center` at `zoom`, `height` pixels
 * high (its frame included), before it mounts; settles once they are decoded, or after
 * `atMostMs`, whichever comes first. Nothing is loaded for a tile template it cannot fill.
 *
 * A screen waits for this before its first render, so the map's first tiles (TileMosaic takes these
 * very images) are in that render's paint: the map is the screen's largest paint, and tiles fetched
 * only when the map mounts come a frame or more after the rest of the screen.
 */
export async function preloadMapTiles(center: LatLngTuple, zoom: number, height: number, atMostMs: number): Promise<void> {
  try {
    const { mapTileUrl } = await loadAppConfig()
    const urls = middleTiles(center, zoom, height, window.innerWidth).map((tile) => tileUrl(mapTileUrl, tile, window.devicePixelRatio > 1))
    if (!urls.every((url) => url !== undefined)) return
    await Promise.race([preloadImages(urls), new Promise((resolve) => setTimeout(resolve, atMostMs))])
  } catch {
    // Nothing preloaded: the map loads its tiles itself, as it would without this.
  }
}
