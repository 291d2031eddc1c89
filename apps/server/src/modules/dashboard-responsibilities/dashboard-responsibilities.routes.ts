import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { DEFAULT_TABLE_PAGE_SIZE, int4Id, pageMeta, pageOffset, pageQuerySchema } from '@mc/domain'
import { dashboardMappingBodySchema } from '@mc/domain/staff/lookup-tables.schema'
import type { AppDeps } from '../../app-deps'
import { requireUser } from '../../auth/auth.plugin'
import { notFound } from '../../http/errors'
import { parseInput, unwrap } from '../../http/validate'
import { findMapping, listMappings } from './dashboard-responsibilities.repository'
import { createMapping, deleteMapping, updateMapping } from './dashboard-responsibilities.service'

const WRAPPER = 'sisense_dashboard_responsibility'
const querySchema = pageQuerySchema({ defaultLimit: DEFAULT_TABLE_PAGE_SIZE })
const idParams = z.object({ id: int4Id({ fromText: true }) })

/** /admin/sisense_dashboard_responsibilities (001 §7): list with `metadata`, one record under its wrapper. */
export function dashboardResponsibilitiesRoutes(app: FastifyInstance, deps: AppDeps): void {
  const base = '/admin/sisense_dashboard_responsibilities'
  app.get(base, async (request) => {
    const query = parseInput(querySchema, request.query ?? {})
    const { rows, total } = await listMappings(deps.pool, { limit: query.limit, offset: pageOffset(query) })
    return { metadata: pageMeta(query, total), sisense_dashboard_responsibilities: rows }
  })
  app.get(`${base}/:id`, async (request) => {
    const { id } = parseInput(idParams, request.params)
    const row = await findMapping(deps.pool, id)
    if (!row) throw notFound('Mapping')
    return { [WRAPPER]: row }
  })
  app.post(base, async (request, reply) => {
    const body = parseInput(dashboardMappingBodySchema, unwrap(request.body, WRAPPER))
    return reply.code(201).send({ [WRAPPER]: await createMapping(deps, requireUser(request).email, body) })
  })
  app.put(`${base}/:id`, async (request) => {
    const { id } = parseInput(idParams, request.params)
    const body = parseInput(dashboardMappingBodySchema, unwrap(request.body, WRAPPER))
    return { [WRAPPER]: await updateMapping(deps, requireUser(request).email, id, body) }
  })
  app.delete(`${base}/:id`, async (request) => {
    const { id } = parseInput(idParams, request.params)
    return { [WRAPPER]: await deleteMapping(deps, requireUser(request).email, id) }
  })
}
