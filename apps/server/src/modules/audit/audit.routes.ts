import type { FastifyInstance } from 'fastify'
import Papa from 'papaparse'
import { pageMeta, pageOffset } from '@mc/domain'
import { AUDIT_EXPORT_LIMIT, auditQuerySchema, type AuditEntryView } from '@mc/domain/audit/audit.schema'
import type { AppDeps } from '../../app-deps'
import { parseInput } from '../../http/validate'
import { exportAuditEntries, listAuditEntries } from './audit.repository'

const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value))

function auditCsv(rows: AuditEntryView[]): string {
  return Papa.unparse(
    {
      fields: ['Time (UTC)', 'Actor', 'Entity Type', 'Entity', 'Action', 'Before', 'After'],
      data: rows.map((row) => [
        new Date(row.createdAt).toISOString(),
        row.actorEmail,
        row.entityType,
        row.entityIdentity,
        row.action,
        json(row.before),
        json(row.after),
      ]),
    },
    // A cell a spreadsheet would run as a formula (=, +, -, @) is quoted: the entries hold what users typed.
    { escapeFormulae: true },
  )
}

/**
 * The audit log of admin and security events (and of every other audited write), admin only:
 * filtered pages for the Audit screen and the same filters as CSV, newest first, at most
 * AUDIT_EXPORT_LIMIT rows (the X-Audit-Truncated header says when more matched).
 */
export function auditRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/admin/audit', async (request) => {
    const query = parseInput(auditQuerySchema, request.query ?? {})
    const { page: _page, limit: _limit, ...filters } = query
    const { rows, total } = await listAuditEntries(deps.pool, filters, { limit: query.limit, offset: pageOffset(query) })
    return { meta: pageMeta(query, total), entries: rows }
  })
  app.get('/admin/audit.csv', async (request, reply) => {
    const { page: _page, limit: _limit, ...filters } = parseInput(auditQuerySchema, request.query ?? {})
    const { rows, truncated } = await exportAuditEntries(deps.pool, filters, AUDIT_EXPORT_LIMIT)
    const day = new Date().toISOString().slice(0, 10)
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="audit-${day}.csv"`)
      .header('x-audit-truncated', String(truncated))
      .send(auditCsv(rows))
  })
}
