import fs from 'node:fs'

export interface LockInfo {
  pid: number
  port: number
}

export class DataDirInUseError extends Error {
  constructor(dataDir: string, holder: LockInfo) {
    super(
      `The embedded database in ${dataDir} is already open in process ${holder.pid}. ` +
        `PGlite cannot be shared by two processes: stop the other server, start this one with ` +
        `another DATA_DIR, or set DATABASE_URL to use PostgreSQL.`,
    )
    this.name = 'DataDirInUseError'
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

export function readLock(lockPath: string): LockInfo | undefined {
  try {
    const info = JSON.parse(fs.readFileSync(lockPath, 'utf8')) as LockInfo
    return isAlive(info.pid) ? info : undefined
  } catch {
    return undefined
  }
}

/**
 * PGlite does not lock its folder, and two processes writing it silently diverge, so the
 * process that opens it holds a pid file. A lock left by a dead process is taken over.
 */
export function acquireLock(lockPath: string, dataDir: string): { setPort(port: number): void; release(): void } {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, JSON.stringify({ pid: process.pid, port: 0 }), { flag: 'wx' })
      return {
        setPort: (port) => fs.writeFileSync(lockPath, JSON.stringify({ pid: process.pid, port })),
        release: () => fs.rmSync(lockPath, { force: true }),
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const holder = readLock(lockPath)
      if (holder) throw new DataDirInUseError(dataDir, holder)
      fs.rmSync(lockPath, { force: true })
    }
  }
  throw new Error(`Could not lock ${lockPath}`)
}
