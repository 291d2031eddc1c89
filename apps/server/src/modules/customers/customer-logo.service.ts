import { inTransaction } from '../../db/transaction'
import { randomUUID } from 'node:crypto'
import { logoProblem, sniffLogoType } from '@mc/domain/customers/customer-logo.rules'
import type { AppDeps } from '../../app-deps'
import type { AuthUser } from '../../auth/auth-user'
import { AppError, badRequest, notFound } from '../../http/errors'
import { recordAudit } from '../../audit/record-audit'
import { customerJson, type CustomerJson } from './customer-view'
import { findCustomer, insertStoredFile, updateCustomer } from './customers.repository'
import { parseIdentity } from '../../http/validate'

export const LOGO_NOT_STORED = 'The logo could not be stored'

/**
 * Stores a new logo under the customer identity. The bytes go to storage first (a file with no
 * row pointing at it is harmless); the metadata row and the customer's pointer to it then change
 * together in one transaction.
 */
export async function saveCustomerLogo(deps: AppDeps, user: AuthUser, identity: string, bytes: Buffer, truncated: boolean): Promise<CustomerJson> {
  parseIdentity(identity)
  const customer = await findCustomer(deps.pool, identity)
  if (!customer) throw notFound('Customer')
  const problem = logoProblem(bytes, truncated)
  if (problem) throw badRequest(problem, { logo: [problem] })
  const contentType = sniffLogoType(bytes)!
  const key = `customer-logos/${identity}/${randomUUID().replace(/-/g, '')}`
  try {
    await deps.storage.put(key, bytes, contentType)
  } catch (error) {
    // The file store (a folder, or S3 by configuration) is another service: say so, and change nothing.
    throw new AppError(502, `${LOGO_NOT_STORED}: ${error instanceof Error ? error.message : String(error)}`)
  }
  return inTransaction(deps.pool, async (tx) => {
    await insertStoredFile(tx, { key, contentType, size: bytes.length })
    const row = await updateCustomer(tx, identity, { logoKey: key })
    if (!row) throw notFound('Customer')
    await recordAudit(tx, user, {
      entityType: 'customer',
      entityIdentity: identity,
      action: 'uploadCustomerLogo',
      before: { logoKey: customer.logoKey },
      after: { logoKey: key },
    })
    return customerJson(row)
  })
}

export async function readCustomerLogo(deps: AppDeps, identity: string): Promise<{ body: Buffer; contentType: string }> {
  const customer = await findCustomer(deps.pool, identity)
  if (!customer?.logoKey) throw notFound('Logo')
  const file = await deps.storage.get(customer.logoKey)
  if (!file) throw notFound('Logo')
  return file
}
