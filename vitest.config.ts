import { createRequire } from 'node:module'
import { defineConfig } from 'vitest/config'
import { webProjects } from './apps/web/vitest.projects'

// Node resolves `graphql` to its CommonJS build (as mercurius does); vite would pick the ESM
// build, and two copies of graphql refuse each other's types in production mode.
const graphqlAsNodeLoadsIt = { find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }

/**
 * Property-based fuzzing of every write route and mutation, each file on a database of its own
 * (test/fuzz/write-fuzz.ts), so its junk never meets the integration tests: the embedded database,
 * or TEST_DATABASE_URL's PostgreSQL (`databaseUrl` sets it for this project only).
 */
function fuzzProject(name: string, databaseUrl?: string) {
  return {
    resolve: { alias: [graphqlAsNodeLoadsIt] },
    test: {
      name,
      root: 'apps/server',
      environment: 'node',
      include: ['src/**/*.fuzz.test.ts'],
      // No file shares a database, so the files run side by side, one per core.
      testTimeout: 30_000,
      hookTimeout: 180_000,
      ...(databaseUrl ? { env: { TEST_DATABASE_URL: databaseUrl } } : {}),
    },
  }
}

export default defineConfig({
  test: {
    // Vitest leaves a core to itself by default: one worker on this 2-core kind of machine. Two
    // run the unit tests in 49 s instead of 72, the two fuzz files in 175 s instead of 265.
    maxWorkers: 2,
    projects: [
      { test: { name: 'domain', root: 'packages/domain', environment: 'node', include: ['src/**/*.test.ts'] } },
      // The repository's own lint rules (eslint.config.js), each with valid and refused code.
      { test: { name: 'lint-rules', root: 'tools/eslint-plugin-mc', environment: 'node', include: ['**/*.test.ts'] } },
      {
        resolve: { alias: [graphqlAsNodeLoadsIt] },
        test: {
          name: 'server-unit',
          root: 'apps/server',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.int.test.ts', 'src/**/*.fuzz.test.ts'],
        },
      },
      {
        resolve: { alias: [graphqlAsNodeLoadsIt] },
        test: {
          name: 'server',
          root: 'apps/server',
          environment: 'node',
          include: ['src/**/*.int.test.ts'],
          globalSetup: ['src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          // The files share one worker's modules instead of importing the server afresh for each
          // (2.6 s a file: 151 of the run's 514 s on PGlite). Module state is keyed by pool or
          // document, never global, so no file sees another's; every file still starts its own server.
          isolate: false,
        },
      },
      fuzzProject('server-fuzz'),
      // The same files on PostgreSQL in the same run (`npm test`), so six files share the two
      // workers instead of three twice: the longest file no longer leaves a core idle at each end.
      ...(process.env.FUZZ_POSTGRES_URL ? [fuzzProject('server-fuzz-postgres', process.env.FUZZ_POSTGRES_URL)] : []),
      {
        // Several real processes behind HAProxy on PostgreSQL (issue 14's cluster test): run by
        // `npm test` in the PostgreSQL part only, with TEST_DATABASE_URL set.
        resolve: { alias: [graphqlAsNodeLoadsIt] },
        test: {
          name: 'server-cluster',
          root: 'apps/server',
          environment: 'node',
          include: ['src/**/*.cluster.test.ts'],
          globalSetup: ['src/test/global-setup.ts'],
          testTimeout: 900_000,
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
      ...webProjects,
    ],
  },
})
