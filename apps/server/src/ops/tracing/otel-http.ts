import { ROOT_CONTEXT, SpanKind, SpanStatusCode, defaultTextMapGetter, trace, type Span } from '@opentelemetry/api'
import { ATTR_HTTP_REQUEST_METHOD, ATTR_HTTP_RESPONSE_STATUS_CODE, ATTR_HTTP_ROUTE, ATTR_URL_PATH, ATTR_URL_SCHEME } from '@opentelemetry/semantic-conventions'
import type { FastifyInstance } from 'fastify'
import type { TraceKit } from './otel-tracing'

/** Probes a load balancer or Prometheus calls every few seconds: no trace worth keeping. */
const UNTRACED_ROUTES = new Set(['/healthz', '/readyz', '/metrics'])

/**
 * A server span per request, named by method and route pattern (`POST /api/graphql`), never the raw
 * URL; the path without its query (query parameters can carry secrets: http/log-redaction.ts) and
 * the request id as attributes; no header. The rest of the request runs in the span's context the way
 * it runs knowing its request id (ops/ops.routes.ts). A caller's `traceparent` is believed only with
 * TRUST_PROXY, as its `x-request-id` is.
 */
export function registerHttpSpans(app: FastifyInstance, kit: TraceKit, options: { trustProxy: boolean }): void {
  app.addHook('onRequest', (request, reply, done) => {
    const route = request.routeOptions.url
    if (route !== undefined && UNTRACED_ROUTES.has(route)) return done()
    const parent = options.trustProxy ? kit.propagator.extract(ROOT_CONTEXT, request.headers, defaultTextMapGetter) : ROOT_CONTEXT
    const span = kit.tracer.startSpan(
      route === undefined ? request.method : `${request.method} ${route}`,
      {
        kind: SpanKind.SERVER,
        attributes: {
          [ATTR_HTTP_REQUEST_METHOD]: request.method,
          [ATTR_URL_PATH]: request.url.split('?', 1)[0],
          [ATTR_URL_SCHEME]: request.protocol,
          'mc.request_id': request.id,
          ...(route === undefined ? {} : { [ATTR_HTTP_ROUTE]: route }),
        },
      },
      parent,
    )
    const context = trace.setSpan(parent, span)
    kit.requestContexts.set(request, context)
    // The response's end closes it, also for routes that hijack the reply (no onResponse hook runs
    // for those) and for a client that went away before the answer (close without finish).
    let ended = false
    const close = () => {
      // A stream's span ended when it opened (endStreamSpan).
      if (ended || !span.isRecording()) return
      ended = true
      end(span, reply.raw.writableFinished ? reply.raw.statusCode : undefined)
    }
    reply.raw.once('finish', close)
    reply.raw.once('close', close)
    // Fastify keeps the hook's async context across body parsing (an AsyncResource in its content
    // type parser), so the handler and whatever it awaits run in it.
    kit.contexts.with(context, done)
  })
}

function end(span: Span, statusCode: number | undefined): void {
  if (statusCode === undefined) span.setStatus({ code: SpanStatusCode.ERROR, message: 'the connection closed before the answer' })
  else {
    span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, statusCode)
    if (statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR })
  }
  span.end()
}

/** The request's span as answered once its long-lived response is open (its headers sent). */
export function endStreamSpan(kit: TraceKit, request: object): void {
  const context = kit.requestContexts.get(request)
  const span = context && trace.getSpan(context)
  if (!span?.isRecording()) return
  span.setAttribute('mc.stream', 'open')
  end(span, 200)
}
