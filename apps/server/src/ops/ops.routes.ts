import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '../app-deps'

/** `/readyz`: 200 when this process may take traffic, 503 with the reason when it may not. Public, as a load balancer calls it. */
export async function registerOpsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  // While draining, every response closes its connection: a request in flight when the shutdown
  // began would otherwise leave a keep-alive connection that holds the close open until its timeout.
  app.addHook('onSend', async (_request, reply) => {
    if (deps.lifecycle.draining) reply.header('connection', 'close')
  })
  app.get('/readyz', { config: { access: 'public' } }, async (_request, reply) => {
    const readiness = await deps.readiness.check()
    return reply.code(readiness.ready ? 200 : 503).header('cache-control', 'no-store').send(readiness)
  })
}
