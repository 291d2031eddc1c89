import type { FastifyInstance, FastifyRequest } from 'fastify'
import { LIVE_EVENTS_PATH, LIVE_POSITION_HEADER } from '@mc/domain'
import type { LiveHub } from './live-hub'

/**
 * Every successful API answer says the live position it was read at (`x-live-position`, read when
 * the request arrives), once this process listens for events: the console's first connection
 * resumes from the lowest position of its first data instead of reading every screen's data again
 * (docs/domain/live-console.md, "The first connection"). Refused answers carry none: a caller who
 * may not read the data learns nothing of the console's activity either.
 */
export function registerLivePositionHeader(app: FastifyInstance, hub: Pick<LiveHub, 'position'>): void {
  const positions = new WeakMap<FastifyRequest, number>()
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.url.startsWith('/api/') && !request.url.startsWith(LIVE_EVENTS_PATH)) {
      const position = hub.position()
      if (position !== undefined) positions.set(request, position)
    }
    done()
  })
  app.addHook('onSend', async (request, reply) => {
    const position = positions.get(request)
    if (position !== undefined && reply.statusCode < 300) reply.header(LIVE_POSITION_HEADER, String(position))
  })
}
