import { sqlOnlyInRepositories } from './sql-only-in-repositories.ts'
import { testRule } from '../rule-tester.ts'

const service = 'apps/server/src/modules/missions/missions.service.ts'
const repository = 'apps/server/src/modules/missions/missions.repository.ts'

// Every way of reaching the database, as written in the server, with how many accesses each holds.
const sqlAccesses: [code: string, accesses: number][] = [
  ['await deps.pool.query(`select 1`)', 1],
  ['await client.query<{ id: number }>(text, values)', 1],
  ['await pool.query(namedStatement(name, text, values))', 1],
  ['await tx.execute(sql`select 1`)', 2],
  ['await deps.db.execute(statement)', 1],
  ['await deps.db\n  .select()\n  .from(missions)', 1],
  ['await tx.insert(pins).values(rows)', 1],
  ['await this.db.delete(pins).where(condition)', 1],
  ['const where = sql.join(parts, sql.raw(" and "))', 2],
  ['const visible = sql`${missions.deletedAt} is null`', 1],
]

testRule('sql-only-in-repositories', sqlOnlyInRepositories, {
  valid: [
    // A repository (and a shared query fragment) may.
    ...sqlAccesses.map(([code]) => ({ code, filename: repository })),
    ...sqlAccesses.map(([code]) => ({ code, filename: 'apps/server/src/modules/mission-pins/pin-status.sql.ts' })),
    // Look-alikes are not SQL.
    ...[
      "createHash('sha256').update(token)",
      'cache.delete(key)',
      "app.delete('/logout', handler)",
      'rows.map((row) => row.id)',
      'await requireMission(deps.db, identity)',
      'await markReportDone(deps.db, identity)',
      'const text = `select 1`',
      "new URLSearchParams(search).delete('page')",
    ].map((code) => ({ code, filename: service })),
  ],
  invalid: sqlAccesses.map(([code, accesses]) => ({
    code,
    filename: service,
    errors: Array.from({ length: accesses }, () => ({ messageId: 'sqlOutsideRepository' })),
  })),
})
