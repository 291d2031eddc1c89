import { ROOT_CONTEXT, defaultTextMapGetter, defaultTextMapSetter, trace, type Context, type Tracer } from '@opentelemetry/api'
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks'
import { ExportResultCode, W3CTraceContextPropagator, type ExportResult } from '@opentelemetry/core'
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http'
import { resourceFromAttributes } from '@opentelemetry/resources'
import { BasicTracerProvider, BatchSpanProcessor, type ReadableSpan, type SpanExporter } from '@opentelemetry/sdk-trace-base'
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions'
import type { TracingConfig } from '../../config'
import type { Tracing } from './tracing'
import { endStreamSpan, registerHttpSpans } from './otel-http'
import { registerGraphQLSpans, tracedResolvers, type OperationTrace } from './otel-graphql'
import { tracedClientClass } from './otel-sql'
import { runJobBatchSpan } from './otel-jobs'

/**
 * What the span makers share: one tracer, and a context manager of this process's own (not
 * registered as OpenTelemetry's global one), so a stopped tracing leaves nothing behind in a process
 * that goes on (the integration tests share one). Loaded only when tracing is on (tracing.ts).
 */
export interface TraceKit {
  tracer: Tracer
  contexts: AsyncLocalStorageContextManager
  propagator: W3CTraceContextPropagator
  /** The context a request's hooks and handler run in, by request (set by the HTTP span). */
  requestContexts: WeakMap<object, Context>
}

/** The OTLP exporter, saying on stderr (at most once a minute) when the collector refuses or cannot be reached. */
class ReportingExporter implements SpanExporter {
  private lastReport = 0
  constructor(
    private readonly inner: SpanExporter,
    private readonly url: string,
  ) {}
  export(spans: ReadableSpan[], done: (result: ExportResult) => void): void {
    this.inner.export(spans, (result) => {
      if (result.code !== ExportResultCode.SUCCESS && Date.now() - this.lastReport > 60_000) {
        this.lastReport = Date.now()
        const line = {
          level: 40,
          time: Date.now(),
          pid: process.pid,
          msg: 'trace export failed',
          url: this.url,
          spans: spans.length,
          err: { message: result.error?.message },
        }
        console.error(JSON.stringify(line))
      }
      done(result)
    })
  }
  shutdown(): Promise<void> {
    return this.inner.shutdown()
  }
  forceFlush(): Promise<void> {
    return this.inner.forceFlush?.() ?? Promise.resolve()
  }
}

export function createTracing(config: TracingConfig): Tracing {
  const exporter = new ReportingExporter(new OTLPTraceExporter({ url: config.tracesEndpoint }), config.tracesEndpoint)
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: config.serviceName }),
    spanProcessors: [new BatchSpanProcessor(exporter)],
  })
  const kit: TraceKit = {
    tracer: provider.getTracer('mission-control'),
    contexts: new AsyncLocalStorageContextManager().enable(),
    propagator: new W3CTraceContextPropagator(),
    requestContexts: new WeakMap(),
  }
  const operations = new WeakMap<object, OperationTrace>()
  return {
    registerHttp: (app, options) => registerHttpSpans(app, kit, options),
    registerGraphQL: (app) => registerGraphQLSpans(app, kit, operations),
    wrapResolvers: (resolvers) => tracedResolvers(resolvers, kit, operations),
    Client: tracedClientClass(kit),
    traceparent() {
      const active = kit.contexts.active()
      if (!trace.getSpan(active)) return undefined
      const carrier: Record<string, string> = {}
      kit.propagator.inject(active, carrier, defaultTextMapSetter)
      return carrier.traceparent
    },
    streamOpened: (request) => endStreamSpan(kit, request),
    outsideTrace: (work) => kit.contexts.with(ROOT_CONTEXT, work),
    runJobBatch: (queue, traceparents, jobCount, work, failed) =>
      runJobBatchSpan(kit, { queue, jobCount, senders: parentsOf(kit, traceparents) }, work, failed),
    flush: () => provider.forceFlush(),
    async shutdown() {
      await provider.shutdown()
      kit.contexts.disable()
    },
  }
}

/** The span contexts of valid `traceparent` values (anything else a job's data holds is ignored). */
function parentsOf(kit: TraceKit, traceparents: string[]) {
  return traceparents.flatMap((traceparent) => {
    const spanContext = trace.getSpanContext(kit.propagator.extract(ROOT_CONTEXT, { traceparent }, defaultTextMapGetter))
    return spanContext && trace.isSpanContextValid(spanContext) ? [spanContext] : []
  })
}
