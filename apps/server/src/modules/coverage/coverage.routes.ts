import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '../../app-deps'
import { requireUser } from '../../auth/auth.plugin'
import { unwrap } from '../../http/validate'
import { coverageCsv, coverageXlsx } from './coverage.export'
import { finishedReport, getCoverageReport, recentCoverageReports, requestCoverageReport } from './coverage.service'

type WithIdentity = { Params: { identity: string } }

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** Coverage Data Export (spec 000 §2): the spec shows no calls, so these are ours (docs/domain/coverage.md). */
export function registerCoverageRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post('/coverage_reports', async (request, reply) => {
    const report = await requestCoverageReport(deps, requireUser(request), unwrap(request.body, 'coverage_report'))
    return reply.code(202).send(report)
  })
  app.get('/coverage_reports', async () => recentCoverageReports(deps))
  app.get<WithIdentity>('/coverage_reports/:identity.json', async (request) => getCoverageReport(deps, request.params.identity))

  app.get<WithIdentity>('/coverage_reports/:identity.xlsx', async (request, reply) => {
    const { record, result } = await finishedReport(deps, request.params.identity)
    return reply.type(XLSX_TYPE).header('content-disposition', `attachment; filename="coverage-${record.identity}.xlsx"`).send(coverageXlsx(result.rows))
  })
  app.get<WithIdentity>('/coverage_reports/:identity.csv', async (request, reply) => {
    const { record, result } = await finishedReport(deps, request.params.identity)
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="coverage-${record.identity}.csv"`)
      .send(coverageCsv(result.rows))
  })
}
