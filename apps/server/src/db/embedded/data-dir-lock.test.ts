import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { spawn } from 'node:child_process'
import { afterEach, describe, expect, it } from 'vitest'
import { acquireLock, DataDirInUseError, readLock } from './data-dir-lock'

const dirs: string[] = []
function tempLockPath(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-lock-'))
  dirs.push(dir)
  return path.join(dir, 'pglite.lock')
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

describe('data folder lock', () => {
  it('records the holder and its port, and releases', () => {
    const lockPath = tempLockPath()
    const lock = acquireLock(lockPath, '/data')
    lock.setPort(5555)
    expect(readLock(lockPath)).toEqual({ pid: process.pid, port: 5555 })
    lock.release()
    expect(fs.existsSync(lockPath)).toBe(false)
  })

  it('fails fast with a clear message while a live process holds it', () => {
    const lockPath = tempLockPath()
    acquireLock(lockPath, '/data/pglite')
    expect(() => acquireLock(lockPath, '/data/pglite')).toThrow(DataDirInUseError)
    expect(() => acquireLock(lockPath, '/data/pglite')).toThrow(/already open in process \d+.*DATABASE_URL/)
  })

  it('takes over a lock left behind by a dead process', async () => {
    const lockPath = tempLockPath()
    const child = spawn(process.execPath, ['-e', ''])
    const deadPid = await new Promise<number>((resolve) => child.on('exit', () => resolve(child.pid!)))
    fs.writeFileSync(lockPath, JSON.stringify({ pid: deadPid, port: 1 }))
    expect(readLock(lockPath)).toBeUndefined()
    const lock = acquireLock(lockPath, '/data')
    expect(readLock(lockPath)?.pid).toBe(process.pid)
    lock.release()
  })
})
