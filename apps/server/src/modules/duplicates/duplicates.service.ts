import { duplicateMessages, duplicateNameKey, salesforceAccountKey, type DuplicateKind, type PossibleDuplicate } from '@mc/domain'
import { conflict } from '../../http/errors'
import { type Queryable } from '../../db/pg-statement'
import {
  campaignsNamedAs,
  customersNamedAs,
  customersOfSalesforceAccount,
  lockSalesforceAccount,
  missionsNamedAs,
  salesforceIdOf,
  type SameNamedRow,
} from './duplicates.repository'

/**
 * Duplicates caught before they are created (docs/domain/customers.md, missions.md): a name taken
 * in its scope is a warning the user may save past; a customer's Salesforce account taken by
 * another customer is refused.
 */

const named =
  (kind: DuplicateKind, matchedOn: PossibleDuplicate['matchedOn'], refused: boolean) =>
  (row: SameNamedRow): PossibleDuplicate => ({
    kind,
    identity: row.identity,
    name: row.name,
    matchedOn,
    refused,
  })

/** A name worth checking: something besides white space. */
const nameKeyOrNull = (name: string | undefined): string | null => {
  const key = name === undefined ? '' : duplicateNameKey(name)
  return key === '' ? null : key
}

/** What the customer form has typed collides with: same-named customers (warnings), customers of the same Salesforce account (refusals). */
export async function customerDuplicates(
  db: Queryable,
  query: { name?: string; salesforce_customer_id?: string; except?: string },
): Promise<PossibleDuplicate[]> {
  const nameKey = nameKeyOrNull(query.name)
  const sameName = nameKey ? (await customersNamedAs(db, nameKey, query.except)).map(named('customer', 'name', false)) : []
  const accountKey = salesforceAccountKey(query.salesforce_customer_id ?? '')
  if (accountKey === '') return sameName
  // An edited customer keeps an account it already shared (data from before this rule): only a change is refused.
  const own = query.except ? await salesforceIdOf(db, query.except) : undefined
  const keepsItsOwn = own?.salesforceId != null && salesforceAccountKey(own.salesforceId) === accountKey
  const sameAccount = (await customersOfSalesforceAccount(db, accountKey, query.except)).map(named('customer', 'salesforce_customer_id', !keepsItsOwn))
  return [...sameName, ...sameAccount]
}

/** The customer's campaigns named as the form's name (warnings). */
export async function campaignDuplicates(db: Queryable, query: { customer: string; name?: string; except?: string }): Promise<PossibleDuplicate[]> {
  const nameKey = nameKeyOrNull(query.name)
  return nameKey ? (await campaignsNamedAs(db, query.customer, nameKey, query.except)).map(named('campaign', 'name', false)) : []
}

/** The campaign's missions named as the form's name (warnings). */
export async function missionDuplicates(db: Queryable, query: { campaign: string; name?: string; except?: string }): Promise<PossibleDuplicate[]> {
  const nameKey = nameKeyOrNull(query.name)
  return nameKey ? (await missionsNamedAs(db, query.campaign, nameKey, query.except)).map(named('mission', 'name', false)) : []
}

/**
 * Inside the transaction that gives customer `except` (or a new customer) the Salesforce id
 * `salesforceId`: takes the account's advisory lock, then refuses with a 409 on
 * `salesforce_customer_id` when another customer has it. The lock is held to the commit, so two
 * saves of one account at once cannot both pass the check.
 */
export async function refuseTakenSalesforceAccount(tx: Queryable, salesforceId: string, except?: string): Promise<void> {
  const accountKey = salesforceAccountKey(salesforceId)
  if (accountKey === '') return
  await lockSalesforceAccount(tx, accountKey)
  const [taken] = await customersOfSalesforceAccount(tx, accountKey, except)
  if (taken) throw conflict(duplicateMessages.salesforceIdConflict, { salesforce_customer_id: [duplicateMessages.salesforceIdTaken(taken.name)] })
}
