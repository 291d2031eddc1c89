/**
 * The window width from which the console is laid out wide: antd's `lg` breakpoint, where the left
 * menu shows and the pages' `lg` columns sit side by side.
 */
const WIDE_WINDOW_FROM = 992

/** Whether the window is narrower than WIDE_WINDOW_FROM now (as antd's responsive parts will find it). */
export function isNarrowWindow(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(`(max-width: ${WIDE_WINDOW_FROM - 0.02}px)`).matches
}
