import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'

/** The request a piece of work belongs to, so jobs it sends (and their log lines) name it too. */
const storage = new AsyncLocalStorage<{ requestId: string }>()

export const currentRequestId = (): string | undefined => storage.getStore()?.requestId

export function runWithRequestId<T>(requestId: string, work: () => T): T {
  return storage.run({ requestId }, work)
}

/** Ids a proxy may hand us: short, and nothing that could break a log line or a header. */
const ACCEPTABLE_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/

/** The incoming `x-request-id` only when the proxy in front is trusted (TRUST_PROXY); otherwise a new one. */
export function requestIdFor(header: string | string[] | undefined, trustProxy: boolean): string {
  return trustProxy && typeof header === 'string' && ACCEPTABLE_ID.test(header) ? header : randomUUID()
}
