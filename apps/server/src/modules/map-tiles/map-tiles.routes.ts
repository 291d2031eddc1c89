import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { parseInput } from '../../http/validate'
import { badRequest } from '../../http/errors'
import { offlineTile } from './offline-tile'

export const MAX_TILE_ZOOM = 22

const tileParams = z.object({
  z: z.coerce.number().int().min(0).max(MAX_TILE_ZOOM),
  x: z.coerce.number().int().min(0),
  y: z.coerce.number().int().min(0),
})

/**
 * GET /tiles/{z}/{x}/{y}.png: public (outside /api) because Leaflet loads tiles as plain images,
 * which carry no bearer token. The default MAP_TILE_URL points here; a real tile server replaces it.
 */
export function registerMapTileRoutes(app: FastifyInstance): void {
  app.get<{ Params: { z: string; x: string; y: string } }>('/tiles/:z/:x/:y.png', async (request, reply) => {
    const { z: zoom, x, y } = parseInput(tileParams, request.params)
    const tilesPerSide = 2 ** zoom
    if (x >= tilesPerSide || y >= tilesPerSide) {
      throw badRequest(`Tile ${x}/${y} does not exist at zoom ${zoom}.`, { [x >= tilesPerSide ? 'x' : 'y']: [`Must be below ${tilesPerSide}`] })
    }
    return reply.type('image/png').header('cache-control', 'public, max-age=86400, immutable').send(offlineTile())
  })
}
