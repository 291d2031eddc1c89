import { fork, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { DataDirInUseError, readLock } from './data-dir-lock'

export interface EmbeddedDatabase {
  url: string
  /** Tells the database whether the server has HTTP requests in flight (WireMultiplexer.setConsoleBusy). */
  consoleBusy(busy: boolean): void
  stop(): Promise<void>
}

type HostMessage = { type: 'ready'; port: number } | { type: 'error'; message: string }
/** What the server tells the host (pglite-host.ts): whether it has HTTP requests in flight. */
export type ServerMessage = { type: 'console'; busy: boolean }

/**
 * Starts the PGlite host for `dataDir` and resolves with a postgres:// URL to it. `onUnexpectedExit`
 * hears of the host exiting when nobody asked it to (killed, out of memory, a PGlite crash).
 */
export async function startEmbeddedDatabase(dataDir: string, onUnexpectedExit?: (description: string) => void): Promise<EmbeddedDatabase> {
  const holder = readLock(`${dataDir}.lock`)
  if (holder) throw new DataDirInUseError(dataDir, holder)
  const child: ChildProcess = fork(path.join(import.meta.dirname, 'pglite-host.ts'), [dataDir], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message: HostMessage) => {
      if (message.type === 'ready') resolve(message.port)
      else reject(new Error(message.message))
    })
    child.once('exit', (code) => reject(new Error(`The embedded database exited early (code ${code}).`)))
  })
  let stopping = false
  child.once('exit', (code, signal) => {
    if (!stopping) onUnexpectedExit?.(signal ? `its process ${child.pid} was killed by ${signal}` : `its process ${child.pid} exited with code ${code}`)
  })
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    consoleBusy: (busy) => {
      // A host that just died fails the send (EPIPE): with a callback that is an answer, not an
      // 'error' event that would crash this process; the exit itself reaches onUnexpectedExit.
      if (child.connected) child.send({ type: 'console', busy } satisfies ServerMessage, () => undefined)
    },
    stop: () =>
      new Promise<void>((resolve) => {
        stopping = true
        // Gone already: exited, or killed (a killed process has a signal code and no exit code).
        if (child.exitCode !== null || child.signalCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

/** A worker joins a running server's embedded database through the port its lock file records. */
export function attachToEmbeddedDatabase(dataDir: string): string | undefined {
  const holder = readLock(`${dataDir}.lock`)
  return holder && holder.port ? `postgres://postgres@127.0.0.1:${holder.port}/postgres` : undefined
}
