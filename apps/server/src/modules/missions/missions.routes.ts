import type { FastifyInstance } from 'fastify'
import { normalizeCapProgress } from '@mc/domain'
import type { AppDeps } from '../../app-deps'
import { requireUser } from '../../auth/auth.plugin'
import { badRequest } from '../../http/errors'
import { parseIdentity, unwrap } from '../../http/validate'
import { requireMission } from './mission-access'
import { createMission } from './mission.service'
import * as repo from './mission.repository'

export async function missionsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  /** Add Mission over REST: body { mission }, answer { mission: { identity, ... } }. */
  app.post<{ Params: { customerId: string; campaignId: string }; Body: unknown }>(
    '/customers/:customerId/campaigns/:campaignId/missions',
    async (request, reply) => {
      const customerId = parseIdentity(request.params.customerId, 'customerId')
      const campaign = await repo.findCampaign(deps.pool, parseIdentity(request.params.campaignId, 'campaignId'))
      if (campaign && campaign.customer.identity !== customerId) {
        throw badRequest('The campaign does not belong to this customer.', { customerId: ['The campaign does not belong to this customer.'] })
      }
      const body = unwrap(request.body, 'mission') as Record<string, unknown>
      const mission = await createMission(deps, requireUser(request), { ...body, campaignIdentity: request.params.campaignId })
      return reply.code(201).send({ mission: { identity: mission.identity, legacyIdentity: mission.legacyIdentity, name: mission.name } })
    },
  )

  /** The six response counts of the whole mission, and its target. */
  app.get<{ Params: { id: string } }>('/missions/:id/progress', async (request) => {
    const mission = await requireMission(deps.pool, request.params.id)
    const rows = await repo.progressByMission(deps.pool, [mission.id])
    const progress = normalizeCapProgress(Object.fromEntries(rows.map((row) => [row.state, row.count])))
    return { identity: mission.identity, targetCount: mission.targetCount, capProgress: progress }
  })
}
