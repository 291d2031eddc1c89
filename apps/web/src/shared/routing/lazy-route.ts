import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import type { LazyRouteFunction, RouteObject } from 'react-router'

/**
 * A route's `lazy` that loads the module holding its screen and renders the named export:
 * `{ path: '/customers', lazy: lazyComponent(() => import('./CustomersIndexPage'), 'CustomersIndexPage') }`.
 * The screen's code then loads with the route, not with the console's entry.
 */
export function lazyComponent<M, K extends keyof M>(load: () => Promise<M>, name: K): LazyRouteFunction<RouteObject> {
  return async () => ({ Component: (await load())[name] as ComponentType })
}

/**
 * `React.lazy` for a named export: `const PinsTab = lazyNamed(loadPinsTab, 'PinsTab')`, rendered
 * inside a `Suspense`. Call the same `load` on hover or focus to fetch the code before the click.
 */
export function lazyNamed<M extends Record<K, AnyComponent>, K extends keyof M>(load: () => Promise<M>, name: K): LazyExoticComponent<M[K]> {
  return lazy(async () => ({ default: (await load())[name] }))
}

// React's own bound for what `lazy` accepts, so each component keeps its props' type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>
