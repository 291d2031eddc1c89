import type { FastifyInstance } from 'fastify'
import { DEFAULT_TABLE_PAGE_SIZE, pageMeta, pageOffset, pageQuerySchema } from '@mc/domain'
import type { AppDeps } from '../../app-deps'
import { parseInput } from '../../http/validate'
import { countEmployees, listEmployees } from './employees.repository'

const employeesQuerySchema = pageQuerySchema({ defaultLimit: DEFAULT_TABLE_PAGE_SIZE })

/** GET /admin/employees?page=: admin-only through the auth hook, like every /api/admin route. */
export function employeesRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/admin/employees', async (request) => {
    const query = parseInput(employeesQuerySchema, request.query ?? {})
    const [employees, total] = await Promise.all([listEmployees(deps.pool, { limit: query.limit, offset: pageOffset(query) }), countEmployees(deps.pool)])
    return { meta: pageMeta(query, total), employees }
  })
}
