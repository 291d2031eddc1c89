import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { holdFile, holdPoint } from './hold-point'

let dataDir: string
const hold = () => {
  const file = holdFile(dataDir, 'store-list-batch')
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, '')
  return file
}
/** Whether `promise` is still pending after `ms`. */
const pendingAfter = async (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise.then(() => false), new Promise<boolean>((resolve) => setTimeout(() => resolve(true), ms))])

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-hold-'))
  vi.stubEnv('E2E_TEST_HOOKS', '1')
  vi.stubEnv('NODE_ENV', 'test')
})
afterEach(() => {
  vi.unstubAllEnvs()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

describe('holdPoint', () => {
  it('waits while its file exists and goes on once it is removed', async () => {
    const file = hold()
    const held = holdPoint(dataDir, 'store-list-batch')
    expect(await pendingAfter(held, 300)).toBe(true)
    fs.rmSync(file)
    expect(await pendingAfter(held, 1_000)).toBe(false)
  })

  it('does not wait at another point, nor when no file is there', async () => {
    hold()
    expect(await pendingAfter(holdPoint(dataDir, 'coverage-report-done'), 300)).toBe(false)
    fs.rmSync(holdFile(dataDir, 'store-list-batch'))
    expect(await pendingAfter(holdPoint(dataDir, 'store-list-batch'), 300)).toBe(false)
  })

  it('is inert without E2E_TEST_HOOKS=1 and in production, whatever the files say', async () => {
    hold()
    vi.stubEnv('E2E_TEST_HOOKS', '')
    expect(await pendingAfter(holdPoint(dataDir, 'store-list-batch'), 300)).toBe(false)
    vi.stubEnv('E2E_TEST_HOOKS', '1')
    vi.stubEnv('NODE_ENV', 'production')
    expect(await pendingAfter(holdPoint(dataDir, 'store-list-batch'), 300)).toBe(false)
  })

  it('ends the wait when the process shuts down', async () => {
    hold()
    const shutdown = new AbortController()
    const held = holdPoint(dataDir, 'store-list-batch', shutdown.signal)
    expect(await pendingAfter(held, 300)).toBe(true)
    shutdown.abort()
    expect(await pendingAfter(held, 1_000)).toBe(false)
  })
})
