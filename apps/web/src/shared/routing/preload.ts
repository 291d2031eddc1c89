import { useMemo } from 'react'
import { useResolvedPath, type To } from 'react-router'

type Preloader = (pathname: string) => void
let preloader: Preloader | undefined

/** Set once by the app, which knows the routes: fetches the code of every lazy route a path matches. */
export function setRoutePreloader(next: Preloader | undefined): void {
  preloader = next
}

/** Fetches the code of the screen at `pathname` ahead of a click (nothing when no lazy route matches). */
export function preloadRoute(pathname: string): void {
  preloader?.(pathname)
}

/**
 * Props for a link (or what wraps one) that fetch its screen's code when pointed at or focused,
 * so the click finds it loaded: `<Link to={to} {...usePreloadOnIntent(to)}>`.
 */
export function usePreloadOnIntent(to: To) {
  const { pathname } = useResolvedPath(to)
  return useMemo(() => {
    const start = () => preloadRoute(pathname)
    return { onMouseEnter: start, onFocus: start }
  }, [pathname])
}
