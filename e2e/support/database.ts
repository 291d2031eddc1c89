import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'

/**
 * The e2e server's database, for setup the API does not offer (a duplicate place, which store lists
 * are built never to create): the server's DATABASE_URL, or the embedded database it started, whose
 * port its lock file names (apps/server/src/db/embedded/data-dir-lock.ts), as `npm run worker` finds it.
 */
export function databaseUrl(): string {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL
  const dataDir = process.env.E2E_DATA_DIR
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the spec through the e2e Playwright config')
  const { port } = JSON.parse(fs.readFileSync(path.join(dataDir, 'pglite.lock'), 'utf8')) as { port: number }
  return `postgres://postgres@127.0.0.1:${port}/postgres`
}

/** Runs `work` on a connection of its own, closed after; statements commit one by one. */
export async function withDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl() })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}
