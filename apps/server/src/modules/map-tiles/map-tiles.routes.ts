import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { parseInput } from '../../http/validate'
import { badRequest } from '../../http/errors'
import { renderBaseMapTile } from './base-map-tile'

export const MAX_TILE_ZOOM = 22

const tileParams = z.object({
  z: z.coerce.number().int().min(0).max(MAX_TILE_ZOOM),
  x: z.coerce.number().int().min(0),
  y: z.coerce.number().int().min(0),
})

/**
 * Recently drawn tiles, oldest dropped first past a byte budget: staff pan over the same regions
 * all day, and a world-view tile is 100+ KB of paths while a street-level one is a few hundred bytes.
 */
const CACHE_BUDGET_BYTES = 32 * 1024 * 1024
const cache = new Map<string, string>()
let cachedBytes = 0

function cachedTile(zoom: number, x: number, y: number): string {
  const key = `${zoom}/${x}/${y}`
  const hit = cache.get(key)
  if (hit !== undefined) return hit
  const tile = renderBaseMapTile(zoom, x, y)
  cache.set(key, tile)
  cachedBytes += tile.length
  for (const [oldest, svg] of cache) {
    if (cachedBytes <= CACHE_BUDGET_BYTES) break
    cache.delete(oldest)
    cachedBytes -= svg.length
  }
  return tile
}

/**
 * GET /tiles/{z}/{x}/{y}.svg: the offline base map (coastlines, borders, cities; base-map-tile.ts).
 * Public (outside /api) because Leaflet loads tiles as plain images, which carry no bearer token.
 * The default MAP_TILE_URL points here; a real tile server replaces it.
 */
export function registerMapTileRoutes(app: FastifyInstance): void {
  app.get<{ Params: { z: string; x: string; y: string } }>('/tiles/:z/:x/:y.svg', async (request, reply) => {
    const { z: zoom, x, y } = parseInput(tileParams, request.params)
    const tilesPerSide = 2 ** zoom
    if (x >= tilesPerSide || y >= tilesPerSide) {
      throw badRequest(`Tile ${x}/${y} does not exist at zoom ${zoom}.`, { [x >= tilesPerSide ? 'x' : 'y']: [`Must be below ${tilesPerSide}`] })
    }
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(cachedTile(zoom, x, y))
  })
}
