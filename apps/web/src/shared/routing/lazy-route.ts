import { createElement, lazy, type ComponentProps, type ComponentType, type LazyExoticComponent } from 'react'
import type { LazyRouteFunction, RouteObject } from 'react-router'

/**
 * A route's `lazy` that loads the module holding its screen and renders the named export:
 * `{ path: paths.customers(), lazy: lazyComponent(() => import('./CustomersIndexPage'), 'CustomersIndexPage') }`,
 * with `props` when the route gives the screen some (`{ screen }`). The screen's code then loads
 * with the route, not with the console's entry. Every lazy route goes through here (lint:
 * mc/lazy-route-helper), so the router's preloading (`preloadRoute`) finds each one the same way.
 */
export function lazyComponent<M extends Record<K, AnyComponent>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
  props?: ComponentProps<M[K]>,
): LazyRouteFunction<RouteObject> {
  return async () => {
    const Component: AnyComponent = (await load())[name]
    return props ? { element: createElement(Component, props) } : { Component }
  }
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
