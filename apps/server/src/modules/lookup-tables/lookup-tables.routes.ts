import type { FastifyInstance, FastifyRequest } from 'fastify'
import { pageMeta } from '@mc/domain'
import { lookupTableQuerySchema, writableTableQuerySchema } from '@mc/domain/staff/lookup-tables.schema'
import type { AppDeps } from '../../app-deps'
import { requireUser } from '../../auth/auth.plugin'
import { parseInput, unwrap } from '../../http/validate'
import { lookupTables } from './lookup-tables.registry'

const writableTable = (request: FastifyRequest) => lookupTables[parseInput(writableTableQuerySchema, request.query ?? {}).table]

/**
 * /admin/lookup_tables?table=<name> (001 §7): lists answer `{ meta, <table>: [...] }`; POST and
 * PATCH take the record under its wrapper (`responsibility`, `sisense_cube`) and answer with it.
 */
export function lookupTablesRoutes(app: FastifyInstance, deps: AppDeps): void {
  const list = async (request: FastifyRequest) => {
    const query = parseInput(lookupTableQuerySchema, request.query ?? {})
    const { rows, total } = await lookupTables[query.table].list(deps, query)
    return { meta: pageMeta(query, total), [query.table]: rows }
  }
  app.get('/admin/lookup_tables', list)
  app.get('/admin/lookup_tables.json', list)

  app.post('/admin/lookup_tables', async (request, reply) => {
    const table = writableTable(request)
    const row = await table.create!(deps, requireUser(request), unwrap(request.body, table.wrapper!))
    return reply.code(201).send({ [table.wrapper!]: row })
  })
  app.patch<{ Params: { id: string } }>('/admin/lookup_tables/:id', async (request) => {
    const table = writableTable(request)
    return { [table.wrapper!]: await table.update!(deps, requireUser(request), request.params.id, unwrap(request.body, table.wrapper!)) }
  })
  app.delete<{ Params: { id: string } }>('/admin/lookup_tables/:id', async (request) => {
    const table = writableTable(request)
    return { [table.wrapper!]: await table.remove!(deps, requireUser(request), request.params.id) }
  })
}
