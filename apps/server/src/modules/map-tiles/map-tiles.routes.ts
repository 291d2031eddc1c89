import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { parseInput } from '../../http/validate'
import { badRequest } from '../../http/errors'
import { renderBaseMapTile } from './base-map-tile'
import { rasterizeTile } from './base-map-png'

export const MAX_TILE_ZOOM = 22

const tileParams = z.object({
  z: z.coerce.number().int().min(0).max(MAX_TILE_ZOOM),
  x: z.coerce.number().int().min(0),
  // The row, then "@2x" for a high-density screen (Leaflet's {r}), then the format.
  tile: z
    .string()
    .regex(/^\d+(@2x)?\.png$/, 'Must be the tile row, then .png or @2x.png')
    .transform((file) => ({ y: Number.parseInt(file, 10), scale: file.includes('@2x') ? (2 as const) : (1 as const) })),
})

/**
 * Recently drawn tiles, oldest dropped first past a byte budget: staff pan over the same regions
 * all day, and drawing a tile takes milliseconds (a world-view one, with thousands of coastline
 * points, the longest).
 */
const CACHE_BUDGET_BYTES = 64 * 1024 * 1024
/** A tile kept as its drawing, so requests for a tile being drawn wait for it rather than start another; `bytes` once drawn. */
const cache = new Map<string, { drawing: Promise<Buffer>; bytes: number }>()
let cachedBytes = 0

function cachedTile(zoom: number, x: number, y: number, scale: 1 | 2): Promise<Buffer> {
  const key = `${zoom}/${x}/${y}@${scale}`
  const hit = cache.get(key)
  if (hit) return hit.drawing
  const entry = { drawing: rasterizeTile(renderBaseMapTile(zoom, x, y), scale), bytes: 0 }
  cache.set(key, entry)
  entry.drawing.then(
    (png) => {
      // Dropped while being drawn (the budget ran out meanwhile): not counted.
      if (cache.get(key) !== entry) return
      entry.bytes = png.length
      cachedBytes += png.length
      for (const [oldest, { bytes }] of cache) {
        if (cachedBytes <= CACHE_BUDGET_BYTES) break
        cache.delete(oldest)
        cachedBytes -= bytes
      }
    },
    () => cache.delete(key),
  )
  return entry.drawing
}

/**
 * GET /tiles/{z}/{x}/{y}.png (and {y}@2x.png, 512 px): the offline base map (coastlines, borders,
 * cities; base-map-tile.ts), rasterized (base-map-png.ts).
 * Public (outside /api) because Leaflet loads tiles as plain images, which carry no bearer token.
 * The default MAP_TILE_URL points here; a real tile server replaces it.
 */
export function registerMapTileRoutes(app: FastifyInstance): void {
  app.get<{ Params: { z: string; x: string; tile: string } }>('/tiles/:z/:x/:tile', async (request, reply) => {
    const {
      z: zoom,
      x,
      tile: { y, scale },
    } = parseInput(tileParams, request.params)
    const tilesPerSide = 2 ** zoom
    if (x >= tilesPerSide || y >= tilesPerSide) {
      throw badRequest(`Tile ${x}/${y} does not exist at zoom ${zoom}.`, { [x >= tilesPerSide ? 'x' : 'tile']: [`Must be below ${tilesPerSide}`] })
    }
    return reply
      .type('image/png')
      .header('cache-control', 'public, max-age=86400')
      .send(await cachedTile(zoom, x, y, scale))
  })
}
