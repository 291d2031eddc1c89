import { afterEach } from 'vitest'
import { cleanup, configure } from '@testing-library/react'

// Screens load their code on demand and draw data in a deferred pass: on a busy two-core machine the
// first draw can take more than testing-library's 1 s default (seen: 2.8 s), so findBy* waits longer.
configure({ asyncUtilTimeout: 5000 })

// jsdom lacks the layout APIs antd probes for (the bundle budget test runs in node: no window).
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList
}
if (typeof window !== 'undefined' && !('ResizeObserver' in window)) {
  ;(window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
}
afterEach(() => cleanup())
