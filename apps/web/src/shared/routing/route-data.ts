import type { QueryClient } from '@tanstack/react-query'
import type { LoaderFunction, LoaderFunctionArgs } from 'react-router'
import { isAuthenticated, loadSession } from '../auth/session-store'

let queryClient: QueryClient | undefined

/** Set once by the app, before its router starts: the cache route loaders fill. */
export function setRouteQueryClient(next: QueryClient | undefined): void {
  queryClient = next
}

/**
 * The `meta` of a query a screen shows once it is in, without holding back the screen's first
 * render (main.tsx waits briefly for a first load's other queries): a map's pins, drawn over a map
 * that opens without them.
 */
export const FILLS_IN_LATER = { fillsInLater: true } as const

/**
 * Starts what a screen reads first (`client.prefetchQuery(...)`, a tab's code); waits for none of it,
 * but may return what a first load's largest paint hangs on (`firstPaintNeeds`), which its loader then waits for.
 */
export type RoutePrefetch = (args: LoaderFunctionArgs, client: QueryClient) => void | Promise<unknown>

/**
 * A route's `loader` that starts what its screen reads first at once, in parallel with the screen's
 * code, instead of after the screen has loaded and rendered:
 * `loader: prefetchOnRoute(() => import('./MissionDetailPage'), 'prefetchMission')`. The named export
 * is a `RoutePrefetch` of the screen's own module, the one its lazy route loads (so the routes, in
 * the entry, carry none of its code, and the build splits nothing more). The loader resolves once
 * the requests are on their way, never waiting for their answers (the same moment the screen's code
 * is in, which the navigation waits for anyway; on a first load, also once what the prefetch returns
 * has come: the organization map's centre), so the console's first render knows what to wait
 * for (main.tsx): the screen's own queries show loading and errors as before, and find the answer
 * in the cache or on its way. Signed out, it starts nothing (the call would only be refused and end the session).
 */
export function prefetchOnRoute<M extends Record<K, RoutePrefetch>, K extends keyof M>(load: () => Promise<M>, name: K): LoaderFunction {
  return async (args) => {
    const client = queryClient
    if (!client || !isAuthenticated(loadSession())) return null
    // A prefetch whose code cannot load changes nothing: the screen loads as it would without it.
    await load().then(
      (module) => module[name](args, client),
      () => undefined,
    )
    return null
  }
}
