import { inTransaction } from '../../db/transaction'
import type { CustomerBody, CustomerPatchBody } from '@mc/domain'
import type { AppDeps } from '../../app-deps'
import type { AuthUser } from '../../auth/auth-user'
import { notFound } from '../../http/errors'
import { recordAudit } from '../../audit/record-audit'
import { customerJson, customerPeriodsJson, type CustomerJson } from './customer-view'
import { customPeriodsOf, findCustomer, insertCustomer, listCustomers, updateCustomer, type CustomerRow, type NewCustomerRow } from './customers.repository'
import { parseIdentity } from '../../http/validate'
import { refuseTakenSalesforceAccount } from '../duplicates/duplicates.service'
import { salesforceAccountKey } from '@mc/domain'

// Blank optional text is stored as NULL: "no description", "no Salesforce link".
const blankToNull = (value: string | undefined): string | null | undefined => (value === undefined ? undefined : value === '' ? null : value)

export async function getCustomerRow(deps: AppDeps, identity: string): Promise<CustomerRow> {
  const row = await findCustomer(deps.pool, identity)
  if (!row) throw notFound('Customer')
  return row
}

/** GET /customers/{identity}: the customer with its reporting periods. */
export async function getCustomerJson(deps: AppDeps, identity: string) {
  const row = await getCustomerRow(deps, identity)
  return { ...customerJson(row), ...customerPeriodsJson(await customPeriodsOf(deps.pool, [row.id])) }
}

export async function listCustomerJson(deps: AppDeps, isCurrent?: boolean, search = ''): Promise<CustomerJson[]> {
  return (await listCustomers(deps.pool, isCurrent, undefined, search)).map(customerJson)
}

/**
 * The customer and its audit row are one transaction: a crash leaves neither. A Salesforce account
 * another customer has is refused inside it, under the account's lock (docs/domain/customers.md).
 */
export async function createCustomer(deps: AppDeps, user: AuthUser, body: CustomerBody): Promise<CustomerJson> {
  const values: NewCustomerRow = {
    name: body.name,
    description: blankToNull(body.description) ?? null,
    isCurrent: body.is_current,
    salesforceCustomerId: body.salesforce_customer_id,
    salesforceOpportunityUrl: blankToNull(body.salesforce_opportunity_url) ?? null,
  }
  return inTransaction(deps.pool, async (tx) => {
    await refuseTakenSalesforceAccount(tx, body.salesforce_customer_id)
    const row = await insertCustomer(tx, values)
    const json = customerJson(row)
    await recordAudit(tx, user, { entityType: 'customer', entityIdentity: row.identity, action: 'createCustomer', after: json })
    return json
  })
}

export async function patchCustomer(deps: AppDeps, user: AuthUser, identity: string, body: CustomerPatchBody): Promise<CustomerJson> {
  parseIdentity(identity)
  const patch: Partial<NewCustomerRow> = {}
  if (body.name !== undefined) patch.name = body.name
  if (body.description !== undefined) patch.description = blankToNull(body.description)
  if (body.is_current !== undefined) patch.isCurrent = body.is_current
  if (body.salesforce_customer_id !== undefined) patch.salesforceCustomerId = body.salesforce_customer_id
  if (body.salesforce_opportunity_url !== undefined) patch.salesforceOpportunityUrl = blankToNull(body.salesforce_opportunity_url)
  return inTransaction(deps.pool, async (tx) => {
    const before = await findCustomer(tx, identity)
    if (!before) throw notFound('Customer')
    // Only a change of account is checked: a customer keeps an account it shared before this rule.
    const account = body.salesforce_customer_id
    if (account !== undefined && salesforceAccountKey(account) !== salesforceAccountKey(before.salesforceCustomerId ?? '')) {
      await refuseTakenSalesforceAccount(tx, account, identity)
    }
    const row = Object.keys(patch).length ? await updateCustomer(tx, identity, patch) : before
    const json = customerJson(row!)
    await recordAudit(tx, user, { entityType: 'customer', entityIdentity: identity, action: 'updateCustomer', before: customerJson(before), after: json })
    return json
  })
}
