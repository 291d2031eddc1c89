import { SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api'
import {
  ATTR_DB_COLLECTION_NAME,
  ATTR_DB_NAMESPACE,
  ATTR_DB_OPERATION_NAME,
  ATTR_DB_QUERY_TEXT,
  ATTR_DB_SYSTEM_NAME,
  ATTR_ERROR_TYPE,
  DB_SYSTEM_NAME_VALUE_POSTGRESQL,
} from '@opentelemetry/semantic-conventions'
import pg from 'pg'
import type { TraceKit } from './otel-tracing'

/** Statement text kept in a span: enough to recognise it; a 500-row insert's text is far longer. */
export const STATEMENT_TEXT_LIMIT = 2000

type QueryCallback = (error: Error | null, result?: unknown) => void

/**
 * The statement as a span may show it: quoted literals replaced by '?' (values travel as parameters,
 * which are never read here, but SQL written by hand may inline one), whitespace collapsed, cut.
 */
export function statementForSpan(text: string): string {
  const shown = text
    .slice(0, STATEMENT_TEXT_LIMIT * 2)
    .replace(/'(?:[^']|'')*'/g, "'?'")
    .replace(/\s+/g, ' ')
    .trim()
  return shown.length > STATEMENT_TEXT_LIMIT ? `${shown.slice(0, STATEMENT_TEXT_LIMIT)}…` : shown
}

/** The first table after INTO or UPDATE, or after FROM or JOIN unless a function is called there (`from unnest(…)`). */
const TARGET = /\b(?:(?:into|update)\s+"?([a-z_][\w.]*)|(?:from|join)\s+"?([a-z_][\w.]*)(?![\w.])"?(?!\s*\())/i

/** `SELECT missions`, `INSERT pins`, `BEGIN`: the operation and the first table it names. */
export function statementSummary(text: string): { operation: string; collection: string | undefined } {
  const head = text.slice(0, STATEMENT_TEXT_LIMIT)
  const operation = (/^\s*(\w+)/.exec(head)?.[1] ?? 'SQL').toUpperCase()
  const match = TARGET.exec(head)
  const collection = match?.[1] ?? match?.[2]
  return { operation, collection }
}

const textOf = (first: unknown): string | undefined => {
  if (typeof first === 'string') return first
  if (first && typeof first === 'object' && typeof (first as { submit?: unknown }).submit !== 'function') {
    const text = (first as { text?: unknown }).text
    return typeof text === 'string' ? text : undefined
  }
  return undefined
}

/**
 * A pg Client whose statements are spans when they run inside a trace (a request's or a job's);
 * statements outside one (background upkeep) stay untraced. A pool takes it through its public
 * `Client` option (db/connection.ts). The span covers the wait for the connection's earlier
 * statements and the round trip; it holds the text, never the values.
 */
export function tracedClientClass(kit: TraceKit): typeof pg.Client {
  class TracedClient extends pg.Client {}
  const untraced = pg.Client.prototype.query as (this: pg.Client, ...args: unknown[]) => unknown
  function query(this: pg.Client, ...args: unknown[]): unknown {
    const parent = kit.contexts.active()
    const text = textOf(args[0])
    if (text === undefined || !trace.getSpan(parent)) return untraced.apply(this, args)
    const { operation, collection } = statementSummary(text)
    const span = kit.tracer.startSpan(
      collection ? `${operation} ${collection}` : operation,
      {
        kind: SpanKind.CLIENT,
        attributes: {
          [ATTR_DB_SYSTEM_NAME]: DB_SYSTEM_NAME_VALUE_POSTGRESQL,
          [ATTR_DB_OPERATION_NAME]: operation,
          [ATTR_DB_QUERY_TEXT]: statementForSpan(text),
          ...(collection ? { [ATTR_DB_COLLECTION_NAME]: collection } : {}),
          ...(this.database ? { [ATTR_DB_NAMESPACE]: this.database } : {}),
        },
      },
      parent,
    )
    const last = args.length > 1 ? args[args.length - 1] : undefined
    if (typeof last === 'function') {
      const callback = last as QueryCallback
      args[args.length - 1] = (error: Error | null, result?: unknown) => {
        finish(span, error)
        callback(error, result)
      }
      return untraced.apply(this, args)
    }
    let result: unknown
    try {
      result = untraced.apply(this, args)
    } catch (error) {
      finish(span, error)
      throw error
    }
    if (!(result instanceof Promise)) {
      finish(span, null)
      return result
    }
    return result.then(
      (value: unknown) => {
        finish(span, null)
        return value
      },
      (error: unknown) => {
        finish(span, error)
        throw error
      },
    )
  }
  TracedClient.prototype.query = query as typeof pg.Client.prototype.query
  return TracedClient
}

/** Ends a statement's span; a failure names its SQLSTATE code, never the message (it can quote values). */
function finish(span: Span, error: unknown): void {
  if (error) {
    const code = (error as { code?: unknown }).code
    span.setAttribute(ATTR_ERROR_TYPE, typeof code === 'string' ? code : error instanceof Error ? error.name : 'error')
    if (typeof code === 'string') span.setAttribute('db.response.status_code', code)
    span.setStatus({ code: SpanStatusCode.ERROR })
  }
  span.end()
}
