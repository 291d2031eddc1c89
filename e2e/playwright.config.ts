import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { defineConfig } from '@playwright/test'
import { CHROMIUM_LAUNCH } from './support/chromium'

/** A loopback port nobody listens on now, asked of a child process because the config must be synchronous. */
function freePort(): number {
  const listenOnAnyPort =
    "const s = require('node:net').createServer(); s.listen(0, '127.0.0.1', () => { process.stdout.write(String(s.address().port)); s.close() })"
  const probe = spawnSync(process.execPath, ['-e', listenOnAnyPort], { encoding: 'utf8' })
  const port = Number(probe.stdout)
  if (probe.status !== 0 || !Number.isInteger(port) || port <= 0) throw new Error(`No free port for the e2e server: ${probe.stderr || probe.stdout}`)
  return port
}

// Playwright evaluates this file in the runner and again in every worker: chosen once, in the
// runner, and handed to the workers (forked later) through the environment, so all agree.
process.env.E2E_PORT ??= String(freePort())
// A fresh database for every run: a copy of the seeded demo database (support/start-server.ts). The runner
// that made it removes it when it exits (after the server has stopped): each run's copy is ~0.9 GB.
if (!process.env.E2E_DATA_DIR) {
  const created = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-e2e-'))
  process.env.E2E_DATA_DIR = created
  process.on('exit', () => fs.rmSync(created, { recursive: true, force: true }))
}
/**
 * `npm test` runs the browser tests in two halves side by side (scripts/test-all.mjs), each with its
 * own server and database: E2E_HALF=1 runs these files, E2E_HALF=2 every other one (so a new spec
 * file always runs). Chosen by measured time, not by count as Playwright's --shard splits: the
 * accessibility scans alone take about a third of the browser tests (clean-clone run of 2026-11-29:
 * these files 573 s of test time, the rest 554 s).
 */
const FIRST_HALF = ['accessibility', 'admin-tables', 'audit', 'coverage', 'customers-campaigns', 'daily-use', 'deploy', 'directory-health', 'jump-to'].map(
  (name) => `**/${name}.spec.ts`,
)
const half = process.env.E2E_HALF
const port = Number(process.env.E2E_PORT)
const dataDir = process.env.E2E_DATA_DIR
export const baseURL = `http://localhost:${port}`

export default defineConfig({
  testDir: './tests',
  ...(half === '1' ? { testMatch: FIRST_HALF } : half === '2' ? { testIgnore: FIRST_HALF } : {}),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  // Per port, so parallel runs never delete each other's artifacts.
  outputDir: `./test-results/${port}`,
  use: {
    baseURL,
    // A failed test keeps its trace (actions, DOM snapshots, network, console) and a screenshot; the
    // trace's screencast is left out: it cost more CPU than anything else it records (one spec file
    // 78.5 s with it, 67.7 s without, 64.3 s with no trace at all, on an idle machine).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    viewport: { width: 1440, height: 900 },
    launchOptions: CHROMIUM_LAUNCH,
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'npx tsx e2e/support/start-server.ts',
    cwd: '..',
    url: `${baseURL}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      E2E_TEST_HOOKS: '1',
      NODE_ENV: 'test',
      // Parallel checkouts build the console into their own folder.
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
    },
  },
})
