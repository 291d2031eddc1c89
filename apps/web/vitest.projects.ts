import fs from 'node:fs'
import path from 'node:path'
import react from '@vitejs/plugin-react'
import type { TestProjectInlineConfiguration } from 'vitest/config'

const ROOT = import.meta.dirname
const INCLUDE = ['src/**/*.test.{ts,tsx}', 'bundle/**/*.test.ts']

/**
 * The test files that replace a module with vi.mock. Every other file shares its worker's modules
 * with the files before it (`isolate: false`: antd and React are imported once per worker, not once
 * per file: 37 s for the web tests instead of 74 here). A mocked module must be loaded afresh for the
 * file that mocks it (one imported earlier stays the real one), so these keep a module graph each.
 */
const MOCKING = fs.globSync(INCLUDE, { cwd: ROOT }).filter((file) => /\bvi\.(do)?[mM]ock\(/.test(fs.readFileSync(path.join(ROOT, file), 'utf8')))

// A component test takes 0.1-1.5 s alone; on a loaded 2-core machine some took over 5 s (the default).
const shared = { root: ROOT, environment: 'jsdom', setupFiles: ['src/test/setup.ts'], testTimeout: 15_000 } as const

/** The console's unit and component tests (jsdom), as two projects of the root vitest.config.ts: `--project 'web*'` runs both. */
export const webProjects: TestProjectInlineConfiguration[] = [
  { plugins: [react()], test: { ...shared, name: 'web', include: INCLUDE, exclude: MOCKING, isolate: false } },
  { plugins: [react()], test: { ...shared, name: 'web-mocking', include: MOCKING } },
]
