import type { FastifyInstance } from 'fastify'
import type { IResolvers } from 'mercurius'
import type pg from 'pg'
import type { TracingConfig } from '../../config'

/**
 * What the rest of the server asks of tracing. Tracing is off unless OTEL_EXPORTER_OTLP_ENDPOINT (or
 * ..._TRACES_ENDPOINT) is set; then `startTracing` imports the OpenTelemetry SDK (./otel-tracing.ts)
 * and every hook below is live. Off, nothing of the SDK is loaded and each hook point is one
 * `activeTracing()` check that answers undefined (docs/decisions/tracing.md).
 */
export interface Tracing {
  /** Server spans for every request, started in the first onRequest hook (register before any other hook). */
  registerHttp(app: FastifyInstance, options: { trustProxy: boolean }): void
  /** An operation span per GraphQL request (mercurius hooks). */
  registerGraphQL(app: FastifyInstance): void
  /** Root fields and async field resolvers run inside a span of their own (at most a bounded number per operation). */
  wrapResolvers(resolvers: IResolvers): IResolvers
  /** A pg Client whose statements, run inside a trace, are spans (text only, never the values). */
  readonly Client: typeof pg.Client
  /** The W3C `traceparent` of the span this code runs in, for a job's data; undefined outside a trace. */
  traceparent(): string | undefined
  /** Runs a job batch inside a consumer span, child of (and linked to) the traces that sent its jobs. */
  runJobBatch<T>(queue: string, traceparents: string[], jobCount: number, work: () => Promise<T>, failed: (result: T) => boolean): Promise<T>
  /** A long-lived response is open (the live stream): its request's span ends now, as answered. */
  streamOpened(request: object): void
  /** Runs `work` in no trace: timers it starts (a stream's pings and session checks) belong to no request. */
  outsideTrace<T>(work: () => T): T
  flush(): Promise<void>
  shutdown(): Promise<void>
}

let active: Tracing | undefined
let starting: Promise<Tracing> | undefined
let sdkLoaded = false

/** The running tracing, or undefined when it is off. */
export const activeTracing = (): Tracing | undefined => active

/** True once this process imported the OpenTelemetry SDK (never, while tracing is off). */
export const tracingSdkLoaded = (): boolean => sdkLoaded

/**
 * Starts tracing when the config asks for it (once per process; later calls return the same).
 * Call it before the database pools are made: a pool takes the traced Client class when it is made.
 */
export async function startTracing(config: { tracing: TracingConfig | undefined }): Promise<Tracing | undefined> {
  if (!config.tracing) return active
  starting ??= import('./otel-tracing').then(({ createTracing }) => {
    sdkLoaded = true
    active = createTracing(config.tracing!)
    return active
  })
  return starting
}

/** Sends what is buffered (tests call it before reading the collector). */
export async function flushTracing(): Promise<void> {
  await active?.flush()
}

/** Sends what is buffered and turns tracing off: the last step of a runtime's stop. */
export async function stopTracing(): Promise<void> {
  const stopping = active
  active = undefined
  starting = undefined
  await stopping?.shutdown().catch(() => undefined)
}

/**
 * For a response that stays open for hours (the live stream, `GET /api/events`): its request's span
 * ends once the stream is open, so a trace shows the opening (sign-in check, replay, `ready`), and
 * `outsideTrace` keeps what the stream does afterwards out of that trace.
 */
export function streamOpened(request: object): void {
  active?.streamOpened(request)
}

export function outsideTrace<T>(work: () => T): T {
  return active ? active.outsideTrace(work) : work()
}
