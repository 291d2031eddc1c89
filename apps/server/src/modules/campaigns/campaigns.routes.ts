import type { FastifyInstance, FastifyRequest } from 'fastify'
import { campaignBodySchema } from '@mc/domain'
import type { AppDeps } from '../../app-deps'
import { requireUser } from '../../auth/auth.plugin'
import { parseInput, unwrap } from '../../http/validate'
import { campaignJson } from './campaign-view'
import { serverToday } from '../server-today'
import { createCampaign, getCampaign, listCustomerCampaigns, updateCampaignFromBody } from './campaigns.service'

type WithIdentity = { Params: { identity: string } }

/** spec 000 §7: the campaign rows of the REST table. Bodies are wrapped as { campaign: {...} }. */
export function registerCampaignRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get<WithIdentity>('/customers/:identity/campaigns', async (request) => ({
    campaigns: await listCustomerCampaigns(deps, request.params.identity),
  }))

  app.post<WithIdentity>('/customers/:identity/campaigns', async (request, reply) => {
    const user = requireUser(request)
    const body = parseInput(campaignBodySchema, unwrap(request.body, 'campaign'))
    return reply.code(201).send({ campaign: await createCampaign(deps, user, request.params.identity, body) })
  })

  app.get<WithIdentity>('/campaigns/:identity', async (request) => {
    const row = await getCampaign(deps, request.params.identity)
    return { campaign: campaignJson(row, serverToday(), { customer: { identity: row.customerIdentity, name: row.customerName } }) }
  })

  // The spec leaves the update method open; PATCH and PUT both take the full campaign form.
  const update = async (request: FastifyRequest<WithIdentity>) => {
    const user = requireUser(request)
    const body = parseInput(campaignBodySchema, unwrap(request.body, 'campaign'))
    return { campaign: await updateCampaignFromBody(deps, user, request.params.identity, body) }
  }
  app.patch<WithIdentity>('/campaigns/:identity', update)
  app.put<WithIdentity>('/campaigns/:identity', update)
}
