import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * One way to reach the database (docs/decisions/database-access.md): drizzle's `sql` template run
 * by the executor of db/pg-statement.ts (`queryRows`, `queryRow`, `execute`) on a pg handle, and
 * one transaction helper, `inTransaction(pool, fn(client))` (db/transaction.ts). This scan of
 * apps/server/src (tests and their data helpers left out) prints the files per style and the
 * transaction call sites per helper, and holds them to one of each. Libraries that bring their own
 * statements (drizzle's migrator, rate-limiter-flexible's drizzle store, pg-boss) are not ours to count.
 */
const SRC = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')

const isTestFile = (file: string) => /\.test\.ts$|[.-]test-data\.ts$|\.test-(helper|support)\.ts$/.test(file) || file.split(path.sep).includes('test')

/** The executor and the helper themselves run `handle.query` and `begin`: that is their job. */
const THE_ONE_WAY = new Set(['db/pg-statement.ts', 'db/transaction.ts'])

const STYLES = {
  /** `sql` templates through queryRows / queryRow / execute. */
  executor: /(?<![.\w])(?:queryRows|queryRow|queryPrepared|execute)\s*(?:<[^>]*>)?\s*\(/,
  /** drizzle's query builder on a database or a transaction, also when the chain starts on the next line. */
  builder: /\b(?:db|tx|trx)\s*\.\s*(?:select|selectDistinct|insert|update|delete)\s*[<(]/,
  /** drizzle's `db.execute(sql...)`. */
  drizzleExecute: /\.\s*execute\s*\(/,
  /** SQL text or a query config sent straight to a pg pool or client. */
  pgText: /\b\w*(?:pool|Pool|client|Client|sql|Sql|handle|db)\s*\.\s*query\s*(?:<[^>]*>)?\s*\(/,
} as const

const TRANSACTIONS = {
  inTransaction: /\binTransaction\s*(?:<[^>]*>)?\s*\(/g,
  drizzleTransaction: /\.\s*transaction\s*\(/g,
  handWrittenBegin: /\.query\(\s*['"`]begin\b/gi,
} as const

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return entry.name.endsWith('.ts') && !isTestFile(full) ? [full] : []
  })
}

function scan() {
  const files = sourceFiles(SRC).map((file) => ({ file: path.relative(SRC, file), text: fs.readFileSync(file, 'utf8') }))
  const styles = Object.fromEntries(
    Object.entries(STYLES).map(([style, pattern]) => [
      style,
      files.filter(({ file, text }) => !THE_ONE_WAY.has(file) && pattern.test(text)).map(({ file }) => file),
    ]),
  ) as Record<keyof typeof STYLES, string[]>
  const transactions = Object.fromEntries(
    Object.entries(TRANSACTIONS).map(([helper, pattern]) => [
      helper,
      files.filter(({ file }) => !THE_ONE_WAY.has(file)).reduce((sum, { text }) => sum + [...text.matchAll(pattern)].length, 0),
    ]),
  ) as Record<keyof typeof TRANSACTIONS, number>
  return { styles, transactions }
}

describe('database access', () => {
  it('counts the query styles and transaction helpers in use', () => {
    const { styles, transactions } = scan()
    const counts = Object.fromEntries(Object.entries(styles).map(([style, files]) => [style, files.length]))
    const inUse = Object.values(counts).filter((count) => count > 0).length
    const helpers = Object.values(transactions).filter((count) => count > 0).length
    console.log(
      [
        `query styles in use: ${inUse} (files: ${JSON.stringify(counts)})`,
        `transaction helpers in use: ${helpers} (call sites: ${JSON.stringify(transactions)})`,
        ...Object.entries(styles)
          .filter(([style]) => style !== 'executor')
          .flatMap(([style, list]) => list.map((file) => `  ${style}: ${file}`)),
      ].join('\n'),
    )
    expect({ inUse, helpers }).toEqual({ inUse: 1, helpers: 1 })
    expect(counts).toMatchObject({ builder: 0, drizzleExecute: 0, pgText: 0 })
    expect(transactions).toMatchObject({ drizzleTransaction: 0, handWrittenBegin: 0 })
    expect(counts.executor).toBeGreaterThan(0)
    expect(transactions.inTransaction).toBeGreaterThan(0)
  })
})
