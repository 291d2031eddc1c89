import { useCallback, useEffect, useRef } from 'react'
import { useLocation, useNavigate, type NavigateOptions, type To } from 'react-router'

/**
 * After an action that opens its result (a save that goes to the record's page), the focus goes to
 * that page's h1, so a keyboard or screen-reader user starts from what was made instead of from
 * `<body>`. The navigation says so in its state; `PageTitle` takes the focus once per such entry.
 */
interface OpenResultState {
  focusTitle?: boolean
}

/** `navigate`, for an action's result: the page it opens takes the focus on its title. */
export function useOpenResult(): (to: To, options?: NavigateOptions) => void {
  const navigate = useNavigate()
  return useCallback(
    (to: To, options?: NavigateOptions) => void navigate(to, { ...options, state: { ...(options?.state as object), focusTitle: true } }),
    [navigate],
  )
}

/** The history entries whose title took the focus: once each, not again when the page draws again, a tab changes or Back returns to it. */
const focusedFor = new Set<string>()

/** A ref for the page's title: focused when the page was opened by `useOpenResult`. */
export function useResultFocus<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  const location = useLocation()
  const wanted = !!(location.state as OpenResultState | null)?.focusTitle
  useEffect(() => {
    if (!wanted || focusedFor.has(location.key) || !ref.current) return
    focusedFor.add(location.key)
    ref.current.focus({ preventScroll: true })
  }, [wanted, location.key])
  return ref
}
