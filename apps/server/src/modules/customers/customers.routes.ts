import type { FastifyInstance, FastifyRequest } from 'fastify'
import { customerBodySchema, customerPatchBodySchema } from '@mc/domain'
import { customerListQuerySchema } from '@mc/domain/customers/customer-search.schema'
import type { AppDeps } from '../../app-deps'
import { requireUser } from '../../auth/auth.plugin'
import { parseInput, unwrap } from '../../http/validate'
import { createCustomer, getCustomerJson, listCustomerJson, patchCustomer } from './customers.service'

type WithIdentity = { Params: { identity: string } }

/** spec 000 §7: the customer rows of the REST table. Bodies are wrapped as { customer: {...} }. */
export function registerCustomerRoutes(app: FastifyInstance, deps: AppDeps): void {
  // ?search= (beyond the spec, optional): name anywhere or Salesforce id from its start.
  const search = (request: FastifyRequest) => parseInput(customerListQuerySchema, request.query ?? {}).search
  app.get('/customers', async (request) => ({ customers: await listCustomerJson(deps, undefined, search(request)) }))
  app.get('/customers/active', async (request) => ({ customers: await listCustomerJson(deps, true, search(request)) }))
  app.get('/customers/inactive', async (request) => ({ customers: await listCustomerJson(deps, false, search(request)) }))

  app.get<WithIdentity>('/customers/:identity', async (request) => ({ customer: await getCustomerJson(deps, request.params.identity) }))

  app.post('/customers', async (request, reply) => {
    const user = requireUser(request)
    const body = parseInput(customerBodySchema, unwrap(request.body, 'customer'))
    return reply.code(201).send({ customer: await createCustomer(deps, user, body) })
  })

  // The spec leaves PATCH or PUT open; both take any subset of the fields.
  const update = async (request: FastifyRequest<WithIdentity>) => {
    const user = requireUser(request)
    const body = parseInput(customerPatchBodySchema, unwrap(request.body, 'customer'))
    return { customer: await patchCustomer(deps, user, request.params.identity, body) }
  }
  app.patch<WithIdentity>('/customers/:identity', update)
  app.put<WithIdentity>('/customers/:identity', update)
}
