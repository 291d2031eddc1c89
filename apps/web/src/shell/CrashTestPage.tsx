/** Test-only route (enabled by the server's E2E_TEST_HOOKS) that fails while rendering. */
export function CrashTestPage(): never {
  throw new Error('Crash test: a render error provoked on purpose')
}
