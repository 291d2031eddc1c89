import { ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type SpanContext } from '@opentelemetry/api'
import { ATTR_ERROR_TYPE } from '@opentelemetry/semantic-conventions'
import type { TraceKit } from './otel-tracing'

/**
 * A consumer span around one batch of a queue (`process store-list.process`). Its parent is the span
 * that sent the batch's first job (carried as `traceparent` in the job's data, beside its requestId),
 * so the job appears in the request's trace; every sender is also a link, for a batch whose jobs came
 * from several requests. The handler's statements become its children.
 */
export async function runJobBatchSpan<T>(
  kit: TraceKit,
  batch: { queue: string; jobCount: number; senders: SpanContext[] },
  work: () => Promise<T>,
  failed: (result: T) => boolean,
): Promise<T> {
  const [first] = batch.senders
  const parent = first ? trace.setSpanContext(ROOT_CONTEXT, first) : ROOT_CONTEXT
  const span = kit.tracer.startSpan(
    `process ${batch.queue}`,
    {
      kind: SpanKind.CONSUMER,
      links: batch.senders.map((context) => ({ context })),
      attributes: {
        'messaging.system': 'pg-boss',
        'messaging.operation.type': 'process',
        'messaging.destination.name': batch.queue,
        'messaging.batch.message_count': batch.jobCount,
      },
    },
    parent,
  )
  try {
    const result = await kit.contexts.with(trace.setSpan(parent, span), work)
    if (failed(result)) span.setStatus({ code: SpanStatusCode.ERROR })
    return result
  } catch (error) {
    span.setAttribute(ATTR_ERROR_TYPE, error instanceof Error ? error.name : 'error')
    span.setStatus({ code: SpanStatusCode.ERROR })
    throw error
  } finally {
    span.end()
  }
}
