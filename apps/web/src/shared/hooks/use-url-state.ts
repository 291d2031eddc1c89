import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router'

type Defaults = Record<string, string | number>

type StateOf<T extends Defaults> = { [K in keyof T]: T[K] extends number ? number : string }

/**
 * Filters, page and page size kept in the query string, so back/forward and shared links restore
 * a list exactly. Values equal to their default are left out of the URL.
 */
export function useUrlState<T extends Defaults>(defaults: T): [StateOf<T>, (patch: Partial<StateOf<T>>) => void] {
  const [params, setParams] = useSearchParams()
  const state = useMemo(() => {
    const result: Record<string, string | number> = {}
    for (const [key, fallback] of Object.entries(defaults)) {
      const raw = params.get(key)
      if (raw === null) result[key] = fallback
      else if (typeof fallback === 'number') result[key] = Number.isFinite(Number(raw)) ? Number(raw) : fallback
      else result[key] = raw
    }
    return result as StateOf<T>
    // The defaults object is a literal at each call site; its contents, not identity, matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params, JSON.stringify(defaults)])

  const update = useCallback(
    (patch: Partial<StateOf<T>>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current)
          for (const [key, value] of Object.entries(patch)) {
            if (value === undefined || value === defaults[key]) next.delete(key)
            else next.set(key, String(value))
          }
          return next
        },
        { replace: false },
      )
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [setParams, JSON.stringify(defaults)],
  )
  return [state, update]
}
