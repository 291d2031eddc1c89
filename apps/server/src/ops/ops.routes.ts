import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '../app-deps'
import { metricsTokenMatches } from './metrics'
import { runWithRequestId } from './request-context'
import { registerPublicOriginCheck } from './public-origin'

/**
 * Operations endpoints and hooks: the probes (below), request metrics and the request id every
 * response and sent job carries.
 */
export async function registerOpsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { lifecycle, metrics, config } = deps
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id)
    // The rest of the request (hooks, handler, and the jobs it sends) runs knowing its id.
    runWithRequestId(request.id, done)
  })
  registerPublicOriginCheck(app, config)
  // While draining, every response closes its connection: a request in flight when the shutdown
  // began would otherwise leave a keep-alive connection that holds the close open until its timeout.
  app.addHook('onSend', async (_request, reply) => {
    if (lifecycle.draining) reply.header('connection', 'close')
  })
  app.addHook('onResponse', async (request, reply) => {
    // The route pattern (/api/customers/:identity), never the raw URL: a bounded set of series.
    metrics.observeRequest({ method: request.method, route: request.routeOptions.url ?? 'unmatched', statusCode: reply.statusCode }, reply.elapsedTime / 1000)
  })

  registerProbeRoutes(app, deps)
}

/**
 * `/readyz` (200 when this process may take traffic, 503 with the reason when it may not; public, as
 * a load balancer calls it) and `/metrics` (Prometheus text, only with METRICS_TOKEN): served by the
 * API and, on WORKER_OPS_PORT, by a worker.
 */
export function registerProbeRoutes(app: FastifyInstance, deps: Pick<AppDeps, 'config' | 'metrics' | 'readiness'>): void {
  const { metrics, config } = deps
  app.get('/readyz', { config: { access: 'public' } }, async (_request, reply) => {
    const readiness = await deps.readiness.check()
    return reply
      .code(readiness.ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(readiness)
  })

  // No staff token (a Prometheus scraper has none), but its own: without METRICS_TOKEN the route is off.
  app.get('/metrics', { config: { access: 'public' } }, async (request, reply) => {
    if (!config.metricsToken)
      return reply
        .code(404)
        .send({ statusCode: 404, error: 'Not Found', message: 'Metrics are off: set METRICS_TOKEN and scrape with Authorization: Bearer <token>.' })
    if (!metricsTokenMatches(request.headers.authorization, config.metricsToken)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ statusCode: 401, error: 'Unauthorized', message: 'A valid metrics token is required.' })
    }
    return reply
      .header('content-type', metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.registry.metrics())
  })
}
