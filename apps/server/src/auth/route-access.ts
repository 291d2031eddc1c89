import type { FastifyInstance, RouteOptions } from 'fastify'

/**
 * Who may call a route or a GraphQL root field: anyone (public), anyone with a verified token that
 * was not logged out, whether or not they may use the console (session: logging out), staff with
 * Mission Control access, or admins. Every route declares it (directly, or through the
 * module or scope that registers it) and the auth hook decides on the route that was matched, never
 * on how its path was spelled.
 */
export type Access = 'public' | 'session' | 'staff' | 'admin'

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access
  }
}

/** Routes registered in this scope without their own declaration get `access`. */
export function declareScopeAccess(scope: FastifyInstance, access: Access): void {
  scope.addHook('onRoute', (route: RouteOptions) => {
    if (!route.config?.access) route.config = { ...route.config, access }
  })
}

/**
 * Paths no route matched: anything that could be an API path after case folding is treated as
 * staff-only, so an unknown or oddly cased /api path says 401 before it says 404.
 */
export function accessOfUnmatchedPath(url: string): Access {
  const path = url.split('?')[0]!.toLowerCase()
  return path === '/api' || path.startsWith('/api/') ? 'staff' : 'public'
}

export interface DeclaredRoute {
  method: string
  url: string
  access: Access
}

/** Collects every route as registered and, once all are, fails start-up if one declared no access. */
export function trackRouteAccess(app: FastifyInstance): DeclaredRoute[] {
  const seen: RouteOptions[] = []
  const routes: DeclaredRoute[] = []
  app.addHook('onRoute', (route) => {
    seen.push(route)
  })
  app.addHook('onReady', async () => {
    const undeclared = seen.filter((route) => !route.config?.access)
    if (undeclared.length) {
      throw new Error(`Routes without an access declaration: ${undeclared.map((route) => `${String(route.method)} ${route.url}`).join(', ')}`)
    }
    for (const route of seen) {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url, access: route.config!.access! })
    }
  })
  return routes
}
