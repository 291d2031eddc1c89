/**
 * The process's own state as a load balancer should see it: serving, draining for a shutdown, or
 * broken beyond repair (the embedded database stopped). /readyz answers 503 in the last two.
 */
export interface Lifecycle {
  /** Set when the process began to shut down; aborted at the same moment. */
  readonly signal: AbortSignal
  readonly draining: boolean
  /** Why the process cannot serve any more (it is exiting), if it cannot. */
  readonly fatal: string | undefined
  drain(): void
  /** Marks the process broken (it drains too) and tells the `onFail` listeners, once. */
  fail(reason: string): void
  onFail(listener: (reason: string) => void): void
}

export function createLifecycle(): Lifecycle {
  const controller = new AbortController()
  let fatal: string | undefined
  const listeners: ((reason: string) => void)[] = []
  return {
    signal: controller.signal,
    get draining() {
      return controller.signal.aborted
    },
    get fatal() {
      return fatal
    },
    drain() {
      if (!controller.signal.aborted) controller.abort(new Error('shutting down'))
    },
    fail(reason) {
      if (fatal) return
      fatal = reason
      this.drain()
      for (const listener of listeners) listener(reason)
    },
    onFail(listener) {
      if (fatal) listener(fatal)
      else listeners.push(listener)
    },
  }
}
