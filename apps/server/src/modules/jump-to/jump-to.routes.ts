import type { FastifyInstance } from 'fastify'
import { jumpToQuerySchema } from '@mc/domain/common/jump-to.schema'
import type { AppDeps } from '../../app-deps'
import { parseInput } from '../../http/validate'
import { findJumpTargets } from './jump-to.repository'

/** GET /api/jump_to?q=: what the console's jump-to box (Ctrl/Cmd+K) offers for the text typed. Reads only. */
export function registerJumpToRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/jump_to', async (request) => {
    const { q } = parseInput(jumpToQuerySchema, request.query ?? {})
    return { results: q ? await findJumpTargets(deps.pool, q) : [] }
  })
}
