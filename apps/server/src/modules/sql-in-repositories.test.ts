import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * SQL lives in repositories (docs/DEVELOPING.md, "SQL"): in a module, only `*.repository.ts` files
 * (and `*.sql.ts` query fragments they share) reach the database. Services, resolvers, routes, jobs
 * and module files call repository functions. Tests and their data helpers are free. The lint rule
 * mc/sql-only-in-repositories (tools/eslint-plugin-mc) refuses the same accesses as they are typed,
 * across apps/server/src, with the infrastructure that may hold SQL listed in eslint.config.js.
 */
const MODULES = path.dirname(new URL(import.meta.url).pathname)

const SQL_ACCESS: { name: string; pattern: RegExp }[] = [
  // pool.query, client.query, sql.query, deps.pool.query, tx.execute, db.execute …
  { name: 'a query on a connection', pattern: /\b\w*(?:pool|Pool|client|Client|sql|Sql|db|Db|tx|Tx|executor|Executor)\s*\.\s*(?:query|execute)\s*[<(]/ },
  // drizzle's builder on the database or a transaction, also when the chain starts on the next line.
  { name: "drizzle's query builder", pattern: /\b(?:db|tx|trx)\s*\.\s*(?:select|selectDistinct|insert|update|delete)\s*[<(]/ },
  // drizzle's sql template and its helpers.
  { name: "drizzle's sql template", pattern: /\bsql\s*(?:`|\.raw\s*\(|\.join\s*\(|\.param\s*\()/ },
]

const isExempt = (file: string) =>
  /\.repository\.ts$|\.sql\.ts$/.test(file) ||
  // Tests and the data helpers only tests import.
  /\.test\.ts$|[.-]test-data\.ts$|\.test-(helper|support)\.ts$/.test(file) ||
  file.split(path.sep).includes('test')

function moduleFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return moduleFiles(full)
    return entry.name.endsWith('.ts') ? [full] : []
  })
}

/** Each SQL access in the text, as "line: kind". */
function sqlAccesses(text: string): string[] {
  return SQL_ACCESS.flatMap(({ name, pattern }) =>
    [...text.matchAll(new RegExp(pattern.source, 'g'))].map((match) => `${text.slice(0, match.index).split('\n').length}: ${name}`),
  )
}

describe('SQL only in repositories', () => {
  it('recognises every way of reaching the database, and not look-alikes', () => {
    const caught = [
      'await deps.pool.query(`select 1`)',
      'await client.query<{ id: number }>(text, values)',
      'await tx.execute(sql`select 1`)',
      'await deps.db\n  .select()\n  .from(missions)',
      'await tx.insert(pins).values(rows)',
      'const where = sql.join(parts, sql.raw(" and "))',
    ]
    for (const code of caught) expect(sqlAccesses(code), code).not.toEqual([])
    const harmless = [
      "createHash('sha256').update(token)",
      'cache.delete(key)',
      "app.delete('/logout', handler)",
      'rows.map((row) => row.id)',
      'await requireMission(deps.db, identity)',
    ]
    for (const code of harmless) expect(sqlAccesses(code), code).toEqual([])
  })

  it('no module file outside a repository reaches the database', () => {
    const files = moduleFiles(MODULES).filter((file) => !isExempt(file))
    // The scan sees the modules (a wrong folder would pass vacuously).
    expect(files.map((file) => path.relative(MODULES, file))).toContain(path.join('coverage', 'coverage.service.ts'))
    const offenders = files.flatMap((file) => sqlAccesses(fs.readFileSync(file, 'utf8')).map((access) => `${path.relative(MODULES, file)}:${access}`))
    expect(offenders).toEqual([])
  })
})
