import { loadAppConfig } from '../config/app-config'
import type { LatLngTuple } from './map-points'
import { MAP_FRAME_BORDER } from './map-view'

/**
 * The base-map tiles a map will show, worked out before the map (and Leaflet, a lazy chunk) is
 * there, so a screen can start loading them beside its data: the tiles are the largest paint of a
 * map screen, and Leaflet only asks for them when the map mounts, at the end of the screen's first
 * render. Leaflet's default projection (Web Mercator, 256-pixel tiles) and its way of choosing the
 * tiles of a view are followed here; a test holds them against Leaflet's own.
 */
const TILE_SIZE = 256
const MAX_LATITUDE = 85.0511287798

export interface TileCoords {
  x: number
  y: number
  z: number
}

/** A point's pixel on the whole world drawn at `zoom` (Leaflet's `map.project`). */
export function worldPixel([lat, lng]: LatLngTuple, zoom: number): { x: number; y: number } {
  const scale = TILE_SIZE * 2 ** zoom
  const sin = Math.sin((Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat)) * Math.PI) / 180)
  return { x: scale * (lng / 360 + 0.5), y: scale * (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) }
}

/**
 * Every tile a map of `size` pixels centred on `center` at `zoom` shows, as Leaflet picks them (the
 * centre's pixel floored, the tiles touching half the size around it); columns wrap round the
 * world, rows past the poles are left out.
 */
export function tilesInView(center: LatLngTuple, zoom: number, size: { width: number; height: number }): TileCoords[] {
  const pixel = worldPixel(center, zoom)
  const cx = Math.floor(pixel.x)
  const cy = Math.floor(pixel.y)
  const columns = 2 ** zoom
  const tiles: TileCoords[] = []
  const [minY, maxY] = [Math.floor((cy - size.height / 2) / TILE_SIZE), Math.ceil((cy + size.height / 2) / TILE_SIZE) - 1]
  const [minX, maxX] = [Math.floor((cx - size.width / 2) / TILE_SIZE), Math.ceil((cx + size.width / 2) / TILE_SIZE) - 1]
  for (let y = Math.max(0, minY); y <= Math.min(columns - 1, maxY); y++) {
    for (let x = minX; x <= maxX; x++) tiles.push({ x: ((x % columns) + columns) % columns, y, z: zoom })
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
 * The preloaded image of the tile at `url`, if it has loaded, handed over once: the map shows this
 * very element, decoded, in its first paint. (A new `<img>` of the same address is not reliably
 * complete at once, and Leaflet shows a tile only after its load event, a later task.)
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

/**
 * Loads the middle tiles of a map that will open centred on `center` at `zoom`, `height` pixels
 * high (its frame included), before it mounts; settles once they are decoded, or after
 * `atMostMs`, whichever comes first. Nothing is loaded for a tile template it cannot fill.
 *
 * A screen waits for this before its first render: an image is marked loaded only when the main
 * thread is free, so tiles that arrive during the screen's (long) first render would still show a
 * frame after it, and the map is the screen's largest paint.
 */
export async function preloadMapTiles(center: LatLngTuple, zoom: number, height: number, atMostMs: number): Promise<void> {
  const size = { width: Math.min(PRELOAD_WIDTH, window.innerWidth - PAGE_MARGINS), height: height - 2 * MAP_FRAME_BORDER }
  try {
    const { mapTileUrl } = await loadAppConfig()
    const urls = tilesInView(center, zoom, size).map((tile) => tileUrl(mapTileUrl, tile, window.devicePixelRatio > 1))
    if (!urls.every((url) => url !== undefined)) return
    await Promise.race([preloadImages(urls), new Promise((resolve) => setTimeout(resolve, atMostMs))])
  } catch {
    // Nothing preloaded: the map loads its tiles itself, as it would without this.
  }
}
