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

/** Recently drawn tiles (a few MB): staff pan over the same regions all day. */
const CACHED_TILES = 4_000
const cache = new Map<string, string>()

function cachedTile(zoom: number, x: number, y: number): string {
  const key = `${zoom}/${x}/${y}`
  let tile = cache.get(key)
  if (tile === undefined) {
    tile = renderBaseMapTile(zoom, x, y)
    if (cache.size >= CACHED_TILES) cache.delete(cache.keys().next().value!)
    cache.set(key, tile)
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
