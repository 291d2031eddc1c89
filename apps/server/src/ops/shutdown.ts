import type { FastifyInstance } from 'fastify'
import type { Runtime } from '../bootstrap'

/** Time left for the job handlers after the requests: the pool and the embedded database still need a moment. */
const CLOSE_MARGIN_MS = 2_000

/**
 * Ends the process in order on SIGTERM or SIGINT (exit 0), or when the runtime breaks beyond repair,
 * such as the embedded database stopping (exit 1): /readyz turns 503 at once, the listener stays open
 * for SHUTDOWN_DRAIN_SECONDS (so a load balancer takes the process out), then stops accepting while
 * requests in flight finish; job handlers hand their work back (store lists after the batch in
 * hand, anything else pg-boss fails so it is retried elsewhere) and the database closes. Past
 * SHUTDOWN_TIMEOUT_SECONDS the process exits with 1 whatever is still running: an open
 * transaction then rolls back, as on a crash.
 */
export function exitInOrder(options: { name: string; runtime: Runtime; app?: FastifyInstance; afterStop?: () => Promise<void> }): void {
  const { name, runtime, app } = options
  const { config, lifecycle } = runtime.deps
  let stopping = false
  const log = (message: string, fields: Record<string, unknown> = {}) =>
    app ? app.log.info(fields, message) : console.log(JSON.stringify({ level: 30, time: Date.now(), msg: message, ...fields }))

  async function stop(reason: string, exitCode: number): Promise<void> {
    if (stopping) return
    stopping = true
    lifecycle.drain()
    // Also the code of a natural exit, should the event loop empty before the end.
    process.exitCode = exitCode
    const started = Date.now()
    setTimeout(() => {
      console.error(`${name} did not stop within ${config.shutdownTimeoutMs / 1000} s (SHUTDOWN_TIMEOUT_SECONDS); exiting with work still running.`)
      process.exit(1)
    }, config.shutdownTimeoutMs)
    log('shutting down', { reason, drainMs: config.shutdownDrainMs, timeoutMs: config.shutdownTimeoutMs })
    if (config.shutdownDrainMs > 0) await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs))
    await app?.close()
    log('requests finished', { ms: Date.now() - started })
    // A database that is gone has nothing to hand back to, and closing its connections can wait forever.
    if (lifecycle.fatal) process.exit(exitCode)
    const left = config.shutdownTimeoutMs - (Date.now() - started) - CLOSE_MARGIN_MS
    await runtime.stop({ jobsTimeoutMs: Math.max(1_000, left) })
    await options.afterStop?.().catch(() => undefined)
    log('stopped', { reason, exitCode, ms: Date.now() - started })
    process.exit(exitCode)
  }

  process.on('SIGTERM', () => void stop('SIGTERM', 0))
  process.on('SIGINT', () => void stop('SIGINT', 0))
  lifecycle.onFail((reason) => {
    console.error(reason)
    void stop(reason, 1)
  })
}
