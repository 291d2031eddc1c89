import { useEffect, useState } from 'react'

/**
 * `value` once it has stayed the same for `delayMs`: what a box asks the server for while typing
 * (one request per pause, not per key). Compare it with `value` to know whether the answer is current.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])
  return settled
}
