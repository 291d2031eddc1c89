import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'

/** A span as the collector received it, in the few terms the tests look at. */
export interface CollectedSpan {
  traceId: string
  spanId: string
  parentSpanId: string | undefined
  name: string
  /** OTLP's numbering: 1 internal, 2 server, 3 client, 4 producer, 5 consumer. */
  kind: number
  startNs: bigint
  endNs: bigint
  attributes: Record<string, unknown>
  links: { traceId: string; spanId: string }[]
  /** 2 = error (OTLP's STATUS_CODE_ERROR). */
  statusCode: number
  serviceName: string | undefined
}

export interface OtlpCollector {
  /** The traces endpoint to configure (OTEL_EXPORTER_OTLP_TRACES_ENDPOINT). */
  url: string
  spans: CollectedSpan[]
  /** Every body that was not OTLP/JSON (a protobuf export would land here). */
  refused: string[]
  close(): Promise<void>
}

interface OtlpValue {
  stringValue?: string
  boolValue?: boolean
  intValue?: number | string
  doubleValue?: number
  arrayValue?: { values?: OtlpValue[] }
}
interface OtlpAttribute {
  key: string
  value?: OtlpValue
}
interface OtlpSpan {
  traceId: string
  spanId: string
  parentSpanId?: string
  name: string
  kind?: number
  startTimeUnixNano: unknown
  endTimeUnixNano: unknown
  attributes?: OtlpAttribute[]
  links?: { traceId: string; spanId: string }[]
  status?: { code?: number }
}
interface OtlpExport {
  resourceSpans?: { resource?: { attributes?: OtlpAttribute[] }; scopeSpans?: { spans?: OtlpSpan[] }[] }[]
}

const valueOf = (value: OtlpValue | undefined): unknown => {
  if (!value) return undefined
  if (value.arrayValue) return (value.arrayValue.values ?? []).map(valueOf)
  if (value.intValue !== undefined) return Number(value.intValue)
  return value.stringValue ?? value.boolValue ?? value.doubleValue
}
const attributesOf = (list: OtlpAttribute[] | undefined) => Object.fromEntries((list ?? []).map(({ key, value }) => [key, valueOf(value)]))

/** Nanoseconds as the JSON encoding writes them: a decimal string, a number, or {low, high} 32-bit halves. */
function nanos(value: unknown): bigint {
  if (typeof value === 'string' || typeof value === 'number') return BigInt(value)
  const { low = 0, high = 0 } = (value ?? {}) as { low?: number; high?: number }
  return (BigInt(high >>> 0) << 32n) + BigInt(low >>> 0)
}

/** Collector ids are hex in OTLP/JSON; an empty parent means a root span. */
const idOf = (id: string | undefined) => (id ? id.toLowerCase() : undefined)

export function parseOtlpJson(body: OtlpExport): CollectedSpan[] {
  return (body.resourceSpans ?? []).flatMap((resourceSpans) => {
    const serviceName = attributesOf(resourceSpans.resource?.attributes)['service.name'] as string | undefined
    return (resourceSpans.scopeSpans ?? []).flatMap((scope) =>
      (scope.spans ?? []).map((span) => ({
        traceId: idOf(span.traceId)!,
        spanId: idOf(span.spanId)!,
        parentSpanId: idOf(span.parentSpanId),
        name: span.name,
        kind: span.kind ?? 0,
        startNs: nanos(span.startTimeUnixNano),
        endNs: nanos(span.endTimeUnixNano),
        attributes: attributesOf(span.attributes),
        links: (span.links ?? []).map((link) => ({ traceId: idOf(link.traceId)!, spanId: idOf(link.spanId)! })),
        statusCode: span.status?.code ?? 0,
        serviceName,
      })),
    )
  })
}

/** A tiny in-process OTLP/HTTP collector: takes JSON exports on POST /v1/traces and keeps their spans. */
export async function startOtlpCollector(): Promise<OtlpCollector> {
  const spans: CollectedSpan[] = []
  const refused: string[] = []
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      let body = Buffer.concat(chunks)
      if (request.headers['content-encoding'] === 'gzip') body = zlib.gunzipSync(body)
      const type = request.headers['content-type'] ?? ''
      if (request.method !== 'POST' || request.url !== '/v1/traces' || !type.startsWith('application/json')) {
        refused.push(`${request.method} ${request.url} ${type}`)
        response.writeHead(415).end()
        return
      }
      spans.push(...parseOtlpJson(JSON.parse(body.toString('utf8')) as OtlpExport))
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/v1/traces`,
    spans,
    refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

const ms = (span: CollectedSpan) => Number(span.endNs - span.startNs) / 1e6

/**
 * One trace as an indented tree, children by start time: `name  12.3 ms`. A run of sibling leaves
 * with the same name (a batch's many statements) is one line with its count and total time.
 */
export function traceTree(spans: CollectedSpan[], traceId: string): string {
  const own = spans.filter((span) => span.traceId === traceId)
  const ids = new Set(own.map((span) => span.spanId))
  const children = new Map<string | undefined, CollectedSpan[]>()
  for (const span of own) {
    const parent = span.parentSpanId && ids.has(span.parentSpanId) ? span.parentSpanId : undefined
    children.set(parent, [...(children.get(parent) ?? []), span])
  }
  const lines: string[] = []
  const walk = (parent: string | undefined, depth: number) => {
    const list = (children.get(parent) ?? []).sort((a, b) => (a.startNs < b.startNs ? -1 : a.startNs > b.startNs ? 1 : 0))
    for (let index = 0; index < list.length; index++) {
      const span = list[index]!
      const isLeaf = !children.has(span.spanId)
      let run = 1
      while (isLeaf && list[index + run]?.name === span.name && !children.has(list[index + run]!.spanId)) run++
      const indent = '  '.repeat(depth)
      if (run > 1) {
        const total = list.slice(index, index + run).reduce((sum, each) => sum + ms(each), 0)
        lines.push(`${indent}${span.name} ×${run}  ${total.toFixed(1)} ms`)
        index += run - 1
        continue
      }
      const status = span.attributes['http.response.status_code']
      lines.push(`${indent}${span.name}  ${ms(span).toFixed(1)} ms${status === undefined ? '' : `  (${String(status)})`}`)
      walk(span.spanId, depth + 1)
    }
  }
  walk(undefined, 0)
  return lines.join('\n')
}
