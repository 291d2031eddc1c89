import type { Query, QueryClient } from '@tanstack/react-query'
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router'
import { setRoutePreloader } from '../shared/routing/preload'
import { FILLS_IN_LATER, setRouteQueryClient } from '../shared/routing/route-data'
import { buildRoutes } from './routes'

export type ConsoleRouter = ReturnType<typeof createBrowserRouter>

/** Starts loading the code of every lazy route that `pathname` matches (a menu link pointed at). */
function preloaderFor(routes: RouteObject[]) {
  return (pathname: string) => {
    for (const { route } of matchRoutes(routes, pathname) ?? []) {
      if (typeof route.lazy === 'function') void Promise.resolve(route.lazy()).catch(() => undefined)
    }
  }
}

/**
 * The console's router. Creating it starts the first navigation: the screen's code and, through
 * the route loaders, the data it reads first (so the cache they fill is set before).
 */
export function createConsoleRouter(queryClient: QueryClient): ConsoleRouter {
  const routes = buildRoutes()
  setRoutePreloader(preloaderFor(routes))
  setRouteQueryClient(queryClient)
  return createBrowserRouter(routes)
}

/** Resolves when `isDone()` holds, checked at once and whenever `subscribe` reports a change, or after `atMostMs`. */
function settled(subscribe: (listener: () => void) => () => void, isDone: () => boolean, atMostMs: number): Promise<void> {
  if (isDone()) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(finish, atMostMs)
    const unsubscribe = subscribe(() => {
      if (isDone()) finish()
    })
    function finish() {
      clearTimeout(timer)
      unsubscribe()
      resolve()
    }
  })
}

/**
 * Resolves once the first navigation has the screen's code (or an error for its error screen),
 * waiting at most `codeMs`, and then once the data its loaders asked for has come (or failed),
 * waiting at most `dataMs` more (not for queries marked FILLS_IN_LATER). Rendered before that, the
 * console draws its shell with a placeholder and then, in a second and third pass, the screen and
 * its data: with a laptop's CPU, about half a second later than one pass that draws them all (see
 * docs/decisions/first-load.md). Past the waits it draws what it has, as before.
 */
export async function firstScreenReady(router: ConsoleRouter, queryClient: QueryClient, { codeMs, dataMs }: { codeMs: number; dataMs: number }): Promise<void> {
  await settled(
    (listener) => router.subscribe(listener),
    () => router.state.initialized,
    codeMs,
  )
  const awaited = { predicate: (query: Query) => query.meta?.fillsInLater !== FILLS_IN_LATER.fillsInLater }
  await settled(
    (listener) => queryClient.getQueryCache().subscribe(listener),
    () => queryClient.isFetching(awaited) === 0,
    dataMs,
  )
}
