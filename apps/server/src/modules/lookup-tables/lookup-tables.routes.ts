import type { FastifyInstance, FastifyRequest } from 'fastify'
import { pageMeta } from '@mc/domain'
import { lookupTableQuerySchema, lookupTableResources, writableTableQuerySchema } from '@mc/domain/staff/lookup-tables.resources'
import type { AppDeps } from '../../app-deps'
import { requireUser } from '../../auth/auth.plugin'
import { parseInput, unwrap } from '../../http/validate'
import { createLookupRow, listLookupTable, removeLookupRow, updateLookupTableRow } from './lookup-tables.service'

/** The declared table a write names, with its writes (every writable table declares them). */
function writableTable(request: FastifyRequest) {
  const resource = lookupTableResources[parseInput(writableTableQuerySchema, request.query ?? {}).table]
  return { resource, writes: resource.writes! }
}

/**
 * /admin/lookup_tables?table=<name> (001 §7), every table from its declaration
 * (`lookupTableResources`): lists answer `{ meta, <table>: [...] }`; POST and PATCH take the record
 * under its wrapper (`responsibility`, `sisense_cube`) and answer with it.
 */
export function lookupTablesRoutes(app: FastifyInstance, deps: AppDeps): void {
  const list = async (request: FastifyRequest) => {
    const query = parseInput(lookupTableQuerySchema, request.query ?? {})
    const { rows, total } = await listLookupTable(deps, lookupTableResources[query.table], query)
    return { meta: pageMeta(query, total), [query.table]: rows }
  }
  app.get('/admin/lookup_tables', list)
  app.get('/admin/lookup_tables.json', list)

  app.post('/admin/lookup_tables', async (request, reply) => {
    const { resource, writes } = writableTable(request)
    const row = await createLookupRow(deps, requireUser(request), resource, writes, unwrap(request.body, writes.wrapper))
    return reply.code(201).send({ [writes.wrapper]: row })
  })
  app.patch<{ Params: { id: string } }>('/admin/lookup_tables/:id', async (request) => {
    const { resource, writes } = writableTable(request)
    return {
      [writes.wrapper]: await updateLookupTableRow(deps, requireUser(request), resource, writes, request.params.id, unwrap(request.body, writes.wrapper)),
    }
  })
  app.delete<{ Params: { id: string } }>('/admin/lookup_tables/:id', async (request) => {
    const { resource, writes } = writableTable(request)
    return { [writes.wrapper]: await removeLookupRow(deps, requireUser(request), resource, writes, request.params.id) }
  })
}
