import type { FastifyInstance } from 'fastify'
import { LIVE_EVENTS_PATH, LIVE_POSITION_HEADER } from '@mc/domain'
import type { LiveHub } from './live-hub'

/**
 * Every API answer says the live position it was read at (`x-live-position`, read when the request
 * arrives), once this process listens for events: the console's first connection resumes from the
 * lowest position of its first data instead of reading every screen's data again
 * (docs/domain/live-console.md, "The first connection").
 */
export function registerLivePositionHeader(app: FastifyInstance, hub: Pick<LiveHub, 'position'>): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith('/api/') && !request.url.startsWith(LIVE_EVENTS_PATH)) {
      const position = hub.position()
      if (position !== undefined) reply.header(LIVE_POSITION_HEADER, String(position))
    }
    done()
  })
}
