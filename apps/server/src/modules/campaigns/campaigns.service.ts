import { inTransaction } from '../../db/transaction'
import type { CampaignBody } from '@mc/domain'
import { serverToday } from '../server-today'
import type { AppDeps } from '../../app-deps'
import type { AuthUser } from '../../auth/auth-user'
import { badRequest, notFound } from '../../http/errors'
import { recordAudit } from '../../audit/record-audit'
import { findCustomer } from '../customers/customers.repository'
import { getCustomerRow } from '../customers/customers.service'
import type { CampaignJson } from '@mc/domain/customers/customer.types'
import { campaignJson } from './campaign-view'
import { findCampaign, insertCampaign, listCampaignsOfCustomer, updateCampaign, type CampaignWithCustomer } from './campaigns.repository'
import { parseIdentity } from '../../http/validate'

/** The server's calendar day: what "finished" and "active" are measured against. */

const customerRef = (row: CampaignWithCustomer) => ({ identity: row.customerIdentity, name: row.customerName })

export async function getCampaign(deps: AppDeps, identity: string): Promise<CampaignWithCustomer> {
  const row = await findCampaign(deps.pool, identity)
  if (!row) throw notFound('Campaign')
  return row
}

export async function listCustomerCampaigns(deps: AppDeps, customerIdentity: string): Promise<CampaignJson[]> {
  const customer = await getCustomerRow(deps, customerIdentity)
  const today = serverToday()
  const rows = await listCampaignsOfCustomer(deps.pool, customer.id, today)
  return rows.map((row) => campaignJson(row.campaign, today, { activeMissions: row.activeMissions }))
}

/** The campaign and its audit row are one transaction: a crash leaves neither. */
export async function createCampaign(deps: AppDeps, user: AuthUser, customerIdentity: string, body: CampaignBody): Promise<CampaignJson> {
  parseIdentity(customerIdentity)
  const customer = await getCustomerRow(deps, customerIdentity)
  if (body.customer !== undefined && body.customer !== customerIdentity) {
    throw badRequest('The campaign body names another customer than the path.', { customer: ['Must be the customer of the path'] })
  }
  return inTransaction(deps.pool, async (tx) => {
    const row = await insertCampaign(tx, {
      customerId: customer.id,
      name: body.name,
      description: body.description,
      startDate: body.start_date,
      endDate: body.end_date,
      selfFunded: body.self_funded,
    })
    const json = campaignJson(row, serverToday(), { customer: { identity: customer.identity, name: customer.name }, activeMissions: 0 })
    await recordAudit(tx, user, { entityType: 'campaign', entityIdentity: row.identity, action: 'createCampaign', after: json })
    return json
  })
}

export async function updateCampaignFromBody(deps: AppDeps, user: AuthUser, identity: string, body: CampaignBody): Promise<CampaignJson> {
  parseIdentity(identity)
  return inTransaction(deps.pool, async (tx) => {
    const before = await findCampaign(tx, identity)
    if (!before) throw notFound('Campaign')
    let customer = customerRef(before)
    let customerId = before.customerId
    if (body.customer !== undefined && body.customer !== before.customerIdentity) {
      const target = await findCustomer(tx, body.customer)
      if (!target) throw badRequest('No customer has this identity.', { customer: ['No customer has this identity'] })
      customer = { identity: target.identity, name: target.name }
      customerId = target.id
    }
    const row = await updateCampaign(tx, before.id, {
      customerId,
      name: body.name,
      description: body.description,
      startDate: body.start_date,
      endDate: body.end_date,
      selfFunded: body.self_funded,
    })
    const today = serverToday()
    const json = campaignJson(row!, today, { customer })
    await recordAudit(tx, user, {
      entityType: 'campaign',
      entityIdentity: identity,
      action: 'updateCampaign',
      before: campaignJson(before, today, { customer: customerRef(before) }),
      after: json,
    })
    return json
  })
}
