import type { FastifyInstance } from 'fastify'
import { campaignDuplicatesQuerySchema, customerDuplicatesQuerySchema, missionDuplicatesQuerySchema } from '@mc/domain'
import type { AppDeps } from '../../app-deps'
import { parseInput } from '../../http/validate'
import { campaignDuplicates, customerDuplicates, missionDuplicates } from './duplicates.service'

/**
 * What a form asks while it is typed (debounced): the existing records its values collide with,
 * each a warning or, where the server will refuse the save, a refusal. Reads only.
 */
export function registerDuplicateRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/duplicates/customers', async (request) => ({
    duplicates: await customerDuplicates(deps.pool, parseInput(customerDuplicatesQuerySchema, request.query ?? {})),
  }))
  app.get('/duplicates/campaigns', async (request) => ({
    duplicates: await campaignDuplicates(deps.pool, parseInput(campaignDuplicatesQuerySchema, request.query ?? {})),
  }))
  app.get('/duplicates/missions', async (request) => ({
    duplicates: await missionDuplicates(deps.pool, parseInput(missionDuplicatesQuerySchema, request.query ?? {})),
  }))
}
