/**
 * A named point where a test may make this process die at once (SIGKILL, no cleanup), to show that
 * what was committed before it is whole: `MC_FAULT_POINT=<name>`. Inert in production and whenever
 * the variable is unset or names another point.
 */
export function faultPoint(name: string): void {
  if (process.env.NODE_ENV === 'production' || process.env.MC_FAULT_POINT !== name) return
  process.kill(process.pid, 'SIGKILL')
}
