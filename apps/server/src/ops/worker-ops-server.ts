import Fastify, { type FastifyInstance } from 'fastify'
import type { AppDeps } from '../app-deps'
import { registerProbeRoutes } from './ops.routes'

/**
 * A worker has no API, but an orchestrator still needs to know it is alive and ready, and Prometheus
 * wants its figures (the store-list rows it processed, its pool): the same /healthz, /readyz and
 * /metrics as an API process, on WORKER_OPS_PORT, nothing else.
 */
export async function startWorkerOpsServer(deps: Pick<AppDeps, 'config' | 'metrics' | 'readiness'>, port: number): Promise<FastifyInstance> {
  const app = Fastify({ logger: false })
  app.get('/healthz', { config: { access: 'public' } }, async () => ({ ok: true }))
  registerProbeRoutes(app, deps)
  await app.listen({ port, host: deps.config.host })
  return app
}
