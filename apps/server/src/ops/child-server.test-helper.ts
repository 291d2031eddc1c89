import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort } from '../test/free-port'

const SERVER_DIR = path.resolve(import.meta.dirname, '..')

export interface ChildServer {
  child: ChildProcess
  port: number
  baseUrl: string
  dataDir: string
  output(): string
  exited: Promise<number | null>
  /** Milliseconds from `since` (Date.now()) to the exit. */
  exitedAt: Promise<number>
  stop(): Promise<void>
}

/**
 * `src/main.ts` (or `src/worker.ts`) as a real child process, as `npm start` runs it: its own temp
 * data folder (so its own embedded database unless DATABASE_URL is given), a free port (or PORT, so a
 * restarted process comes back where a load balancer expects it), PUBLIC_URL.
 */
export async function startChildServer(
  env: Record<string, string> = {},
  entry: 'main.ts' | 'worker.ts' = 'main.ts',
  /** How long to wait for the ready line (seeding the demo data on a loaded machine takes longer). */
  readyTimeoutMs = 120_000,
): Promise<ChildServer> {
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'mc-child-'))
  const port = env.PORT ? Number(env.PORT) : await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(SERVER_DIR, entry)], {
    env: { ...process.env, SEED_ON_START: 'false', PORT: String(port), PUBLIC_URL: `http://localhost:${port}`, ...env, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  const exitedAt = exited.then(() => Date.now())
  const server: ChildServer = {
    child,
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    dataDir,
    output: () => output,
    exited,
    exitedAt,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
      await exited
      // The embedded host notices its parent is gone and closes; give it a moment before removing its folder.
      await new Promise((resolve) => setTimeout(resolve, 500))
      if (!env.DATA_DIR) fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
  const ready = entry === 'main.ts' ? 'Mission Control is running at' : 'Mission Control worker is running.'
  await waitFor(() => output.includes(ready) || child.exitCode !== null, readyTimeoutMs)
  if (!output.includes(ready)) throw new Error(`the server did not start:\n${output}`)
  return server
}

export async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs: number, everyMs = 100): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, everyMs))
  }
}

/** GET as JSON; a refused connection reads as status 0. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever JSON came back
export async function getJson(url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: any }> {
  try {
    const response = await fetch(url, { headers })
    const text = await response.text()
    let body: unknown = text
    try {
      body = JSON.parse(text)
    } catch {
      // Not JSON.
    }
    return { status: response.status, body }
  } catch {
    return { status: 0, body: undefined }
  }
}
