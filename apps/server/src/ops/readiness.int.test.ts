import fs from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { getJson, startChildServer, waitFor, type ChildServer } from './child-server.test-helper'

const servers: ChildServer[] = []
afterAll(async () => {
  for (const server of servers) await server.stop()
})

// Skipped in the PostgreSQL pass on purpose: it starts its own embedded database, so the PGlite
// pass already runs it in full and a second run would test nothing new.
describe.runIf(inject('databaseKind') === 'pglite')('a server on its embedded database', () => {
  it('is ready while its database answers, and when the database process dies says 503 with the reason, then exits 1 with a clear message', async () => {
    const server = await startChildServer({ SHUTDOWN_DRAIN_SECONDS: '3' })
    servers.push(server)

    expect(await getJson(`${server.baseUrl}/healthz`)).toEqual({ status: 200, body: { ok: true } })
    const ready = await getJson(`${server.baseUrl}/readyz`)
    expect(ready).toEqual({ status: 200, body: { ready: true, database: 'ok', jobs: 'ok' } })

    // The PGlite host is a child of the server; its pid is in the lock file it holds.
    const lock = JSON.parse(fs.readFileSync(path.join(server.dataDir, 'pglite.lock'), 'utf8')) as { pid: number }
    const killedAt = Date.now()
    process.kill(lock.pid, 'SIGKILL')

    // The probe may notice the lost connection before the server hears of the exit; both are 503.
    const answers: Awaited<ReturnType<typeof getJson>>[] = []
    await waitFor(
      async () => {
        const answer = await getJson(`${server.baseUrl}/readyz`)
        answers.push(answer)
        return answer.status === 0 || /embedded database stopped/.test(String(answer.body?.reason))
      },
      5_000,
      50,
    )
    const notReady = answers.at(-1)!
    expect(answers.every((answer) => answer.status === 503 || answer.status === 200)).toBe(true)
    expect(notReady.status).toBe(503)
    expect(notReady.body.ready).toBe(false)
    expect(notReady.body.reason).toMatch(
      /^The embedded database stopped \(its process \d+ was killed by SIGKILL\); Mission Control is exiting so it can be restarted\.$/,
    )
    console.log(`readiness: 503 ${Date.now() - killedAt} ms after the database process was killed`)

    const code = await Promise.race([server.exited, new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), 30_000))])
    expect(code).toBe(1)
    expect(server.output()).toContain('The embedded database stopped (its process')
    expect(server.output()).toContain('Mission Control is exiting so it can be restarted.')
    console.log(`exit: code ${code} ${(await server.exitedAt) - killedAt} ms after the kill`)
  }, 180_000)
})
