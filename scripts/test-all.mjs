// `npm test`: every check the project has, in order, stopping at the first failure.
// Integration tests run twice: on the embedded PGlite and on PostgreSQL (TEST_DATABASE_URL, or a
// throwaway cluster started here when PostgreSQL is installed).
import { spawnSync } from 'node:child_process'
import { startThrowawayPostgres } from './throwaway-postgres.mjs'

const started = Date.now()
function step(title, command, args, env = {}) {
  console.log(`\n━━ ${title} ━━`)
  const t0 = Date.now()
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  console.log(`━━ ${title}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - t0) / 1000).toFixed(1)} s`)
  if (result.status !== 0) {
    cleanup()
    process.exit(result.status ?? 1)
  }
}

let postgres
function cleanup() {
  postgres?.stop()
}
process.on('SIGINT', () => {
  cleanup()
  process.exit(130)
})

step('typecheck', 'npm', ['run', '--silent', 'typecheck'])
step('lint', 'npm', ['run', '--silent', 'lint'])
step('formatting (Prettier; npm run format fixes it)', 'npm', ['run', '--silent', 'format:check'])
step('migrations match the schema', 'npm', ['run', '--silent', 'db:check'])
// Every GraphQL document of the console validates against the schema, and the generated types are current.
step('GraphQL documents match the schema', 'npm', ['run', '--silent', 'graphql:check'])
step('unit tests', 'npx', ['vitest', 'run', '--project', 'domain', '--project', 'server-unit', '--project', 'web'])
step('integration tests on PGlite', 'npx', ['vitest', 'run', '--project', 'server'], { TEST_DATABASE_URL: '' })
// Property-based fuzzing of every write route and mutation, each run on a database of its own.
step('fuzz of write routes and mutations on PGlite', 'npx', ['vitest', 'run', '--project', 'server-fuzz'], { TEST_DATABASE_URL: '' })

let pgUrl = process.env.TEST_DATABASE_URL
if (!pgUrl) {
  postgres = await startThrowawayPostgres()
  pgUrl = postgres?.url
}
if (pgUrl) {
  step('integration tests on PostgreSQL', 'npx', ['vitest', 'run', '--project', 'server'], { TEST_DATABASE_URL: pgUrl })
  step('fuzz of write routes and mutations on PostgreSQL', 'npx', ['vitest', 'run', '--project', 'server-fuzz'], { TEST_DATABASE_URL: pgUrl })
  // Two API processes behind HAProxy and two workers, restarted and killed under load (needs haproxy).
  step('cluster behind a load balancer on PostgreSQL', 'npx', ['vitest', 'run', '--project', 'server-cluster'], { TEST_DATABASE_URL: pgUrl })
} else console.log('\n(PostgreSQL is not installed here: integration tests ran on PGlite only. .ci/run installs it.)')
cleanup()

step('browser tests in Chromium (Playwright)', 'npm', ['run', '--silent', 'test:e2e'])
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`)
