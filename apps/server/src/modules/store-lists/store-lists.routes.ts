import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '../../app-deps'
import { notFound } from '../../http/errors'
import { allRowsOfTemplate, templateByIdentity, unfinishedTemplateIds } from './store-lists.repository'
import { enqueueProcessing } from './store-lists.service'
import { exportFileName, storeListWorkbook } from './store-list-export'

export function registerStoreListRoutes(app: FastifyInstance, deps: AppDeps): void {
  /**
   * The export of 001 §7 ("/generator/mission-deploy-templates/{id}" on the tools host). Served
   * under /api so the bearer check guards it; the browser fetches it from config.toolsBaseUrl.
   */
  app.get<{ Params: { identity: string } }>('/generator/mission-deploy-templates/:identity', async (request, reply) => {
    const template = await templateByIdentity(deps.pool, request.params.identity)
    if (!template) throw notFound('Store list')
    const file = storeListWorkbook(await allRowsOfTemplate(deps.pool, Number(template.id)))
    return reply
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="${exportFileName(template.name)}"`)
      .header('cache-control', 'no-store')
      .send(file)
  })

  // A list interrupted by a crash or restart is picked up again as soon as the API is up.
  app.addHook('onReady', async () => {
    const ids = await unfinishedTemplateIds(deps.pool)
    for (const id of ids) await enqueueProcessing(deps, id, 1)
  })
}
