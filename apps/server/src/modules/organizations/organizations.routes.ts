import type { FastifyInstance } from 'fastify'
import {
  organizationCreateSchema,
  organizationListQuerySchema,
  organizationPlacesQuerySchema,
  organizationUpdateSchema,
} from '@mc/domain/organizations/organization.schema'
import type { AppDeps } from '../../app-deps'
import { requireUser } from '../../auth/auth.plugin'
import { parseInput, unwrap } from '../../http/validate'
import { listBusinessTypes } from './organizations.repository'
import {
  createOrganization,
  organizationDetail,
  organizationMapCenter,
  organizationPage,
  organizationPlaceDetail,
  organizationPlacesPage,
  placeDetail,
  updateOrganization,
} from './organizations.service'

type WithIdentity = { Params: { identity: string } }

/** spec 001 §7 organization calls, plus the read-only store and place pages of the console. */
export function registerOrganizationRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/organizations', async (request) => organizationPage(deps, parseInput(organizationListQuerySchema, request.query ?? {})))
  // The list's Business Type filter offers the values that exist.
  app.get('/organizations/business_types.json', async () => ({ business_types: await listBusinessTypes(deps.pool) }))
  app.get<WithIdentity>('/organizations/:identity.json', async (request) => organizationDetail(deps, request.params.identity))
  app.get<WithIdentity>('/organizations/:identity/organization_places.json', async (request) =>
    organizationPlacesPage(deps, request.params.identity, parseInput(organizationPlacesQuerySchema, request.query ?? {})),
  )

  // Where the map opens, ahead of the places (which can be thousands): the page draws its map at once.
  app.get<WithIdentity>('/organizations/:identity/map_center.json', async (request) => organizationMapCenter(deps, request.params.identity))

  app.post('/organizations.json', async (request, reply) => {
    const body = parseInput(organizationCreateSchema, unwrap(request.body, 'organization'))
    return reply.code(201).send(await createOrganization(deps, requireUser(request), body))
  })
  app.put<WithIdentity>('/organizations/:identity.json', async (request) => {
    const body = parseInput(organizationUpdateSchema, unwrap(request.body, 'organization'))
    return updateOrganization(deps, requireUser(request), request.params.identity, body)
  })

  app.get<WithIdentity>('/organization_places/:identity.json', async (request) => organizationPlaceDetail(deps, request.params.identity))
  app.get<WithIdentity>('/places/:identity.json', async (request) => placeDetail(deps, request.params.identity))
}
