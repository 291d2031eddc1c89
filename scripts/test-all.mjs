// `npm test`: every check the project has, in order, stopping at the first failure.
// Integration tests run twice: on the embedded PGlite and on PostgreSQL (TEST_DATABASE_URL, or a
// throwaway cluster started here when PostgreSQL is installed).
import { spawn, spawnSync } from 'node:child_process'
import { startThrowawayPostgres } from './throwaway-postgres.mjs'

const started = Date.now()
/** Every step's time, printed as a table when the run ends (passed or not): [title, seconds, ok, side by side with]. */
const times = []
function printTimes() {
  const width = Math.max(...times.map(([title]) => title.length), 10)
  console.log(`\n${'step'.padEnd(width)}  seconds  result`)
  for (const [title, seconds, ok, group] of times) {
    console.log(`${title.padEnd(width)}  ${seconds.toFixed(1).padStart(7)}  ${ok ? 'ok' : 'FAILED'}${group ? `  (side by side: ${group})` : ''}`)
  }
  console.log(`${'total (wall clock)'.padEnd(width)}  ${((Date.now() - started) / 1000).toFixed(1).padStart(7)}`)
}
function fail(status) {
  cleanup()
  printTimes()
  process.exit(status ?? 1)
}

function step(title, command, args, env = {}) {
  console.log(`\n━━ ${title} ━━`)
  const t0 = Date.now()
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  const seconds = (Date.now() - t0) / 1000
  console.log(`━━ ${title}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${seconds.toFixed(1)} s`)
  times.push([title, seconds, result.status === 0])
  if (result.status !== 0) fail(result.status)
}

/**
 * Checks run side by side (one per core matters on a 2-core machine): each one's output is printed
 * whole when it ends, and the run stops if any failed. Each is [title, command, args, env?].
 */
async function sideBySide(checks) {
  const t0 = Date.now()
  const results = await Promise.all(
    checks.map(
      ([title, command, args, env = {}]) =>
        new Promise((resolve) => {
          const t0 = Date.now()
          let output = ''
          const child = spawn(command, args, { env: { ...process.env, FORCE_COLOR: '1', ...env } })
          child.stdout.on('data', (chunk) => (output += chunk))
          child.stderr.on('data', (chunk) => (output += chunk))
          child.on('close', (status) => resolve({ title, status, output, seconds: (Date.now() - t0) / 1000 }))
        }),
    ),
  )
  const group = `${((Date.now() - t0) / 1000).toFixed(1)} s together`
  // A failed check's output goes last, so the end of the log (all a CI page may show) holds it.
  const failedLast = [...results].sort((a, b) => Number(a.status !== 0) - Number(b.status !== 0))
  for (const { title, status, output, seconds } of failedLast) {
    console.log(`\n━━ ${title} ━━`)
    process.stdout.write(output)
    console.log(`━━ ${title}: ${status === 0 ? 'ok' : 'FAILED'} in ${seconds.toFixed(1)} s`)
    times.push([title, seconds, status === 0, results.length > 1 ? group : undefined])
  }
  const failed = results.find((result) => result.status !== 0)
  if (failed) fail(failed.status)
}

let postgres
function cleanup() {
  postgres?.stop()
}
process.on('SIGINT', () => {
  cleanup()
  process.exit(130)
})

// The throwaway PostgreSQL starts while the first checks run (it needs a few seconds and no core).
const postgresStarting = process.env.TEST_DATABASE_URL ? undefined : startThrowawayPostgres()
// Stopped by cleanup() from the moment it runs, should a first check fail; a failure to start is
// reported where the run waits for it, after the first checks.
postgresStarting?.then((started) => (postgres = started)).catch(() => {})
await sideBySide([
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
])
await sideBySide([
  ['formatting (Prettier; npm run format fixes it)', 'npm', ['run', '--silent', 'format:check']],
  ['migrations match the schema', 'npm', ['run', '--silent', 'db:check']],
  // Every GraphQL document of the console validates against the schema, and the generated types are current.
  ['GraphQL documents match the schema', 'npm', ['run', '--silent', 'graphql:check']],
])
step('unit tests', 'npx', ['vitest', 'run', '--project', 'domain', '--project', 'server-unit', '--project', 'web*', '--project', 'lint-rules'])
let pgUrl = process.env.TEST_DATABASE_URL
if (!pgUrl) {
  postgres = await postgresStarting
  pgUrl = postgres?.url
}
const integration = (kind, url) => [`integration tests on ${kind}`, 'npx', ['vitest', 'run', '--project', 'server'], { TEST_DATABASE_URL: url }]
const cluster = ['cluster behind a load balancer on PostgreSQL', 'npx', ['vitest', 'run', '--project', 'server-cluster'], { TEST_DATABASE_URL: pgUrl }]
// The integration files run one after another on one database and spend much of their time
// waiting (servers starting, jobs, timers): one run keeps about 60 % of two cores busy, so the
// PGlite and PostgreSQL runs go side by side, and the cluster test (a few processes behind HAProxy,
// mostly waiting on its restarts; a database of its own) beside them, not beside the fuzz runs,
// which keep both cores full and starved its health checks (History in docs/decisions/test-budget.md).
await sideBySide([integration('PGlite', ''), ...(pgUrl ? [integration('PostgreSQL', pgUrl), cluster] : [])])
// Property-based fuzzing of every write route and mutation, each file on a database of its own, on
// PGlite and on PostgreSQL in one run of two workers (vitest.config.ts, `server-fuzz-postgres`).
step(
  `fuzz of write routes and mutations on PGlite${pgUrl ? ' and PostgreSQL' : ''}`,
  'npx',
  ['vitest', 'run', '--project', 'server-fuzz', ...(pgUrl ? ['--project', 'server-fuzz-postgres'] : [])],
  { TEST_DATABASE_URL: '', ...(pgUrl ? { FUZZ_POSTGRES_URL: pgUrl } : {}) },
)
step('build of the console (for the browser tests)', 'npm', ['run', '--silent', 'build'])
if (!pgUrl) console.log('\n(PostgreSQL is not installed here: integration tests ran on PGlite only. .ci/run installs it.)')
cleanup()

// The browser tests in two halves side by side (E2E_HALF: e2e/playwright.config.ts says which files
// and why), each Playwright run with its own server and its own copy of the seeded database (a free
// port and a fresh folder per run): they spend much of their time waiting on timers, debounces and
// the server rather than on a core.
const browserHalf = (half) => [`browser tests in Chromium (Playwright), half ${half}`, 'npm', ['test', '--silent', '-w', '@mc/e2e'], { E2E_HALF: String(half) }]
await sideBySide([browserHalf(1), browserHalf(2)])
printTimes()
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`)
