import { mayaUserMessages, type MayaUserCreate, type MayaUserPatch } from '@mc/domain/staff/maya-user.schema'
import { recordAudit, type AuditEntry } from '../../audit/record-audit'
import { inTransaction } from '../../db/transaction'
import type { AppDeps } from '../../app-deps'
import { conflict, notFound } from '../../http/errors'
import { hashMayaPassword, newApiToken } from './maya-credentials'
import { deleteMayaUserRow, emailTaken, findMayaUser, insertMayaUser, updateMayaUser, type MayaUserRow } from './maya-users.repository'

const taken = () => conflict(mayaUserMessages.emailTaken, { email: [mayaUserMessages.emailTaken] })

// Audit rows hold the public columns only: no password or token hash ever leaves the table.
const auditRow = (action: string, id: number, before: MayaUserRow | null, after: MayaUserRow | null): AuditEntry => ({
  entityType: 'maya_user',
  entityIdentity: String(id),
  action,
  before,
  after,
})

export async function createMayaUser(deps: AppDeps, actor: string, input: MayaUserCreate): Promise<MayaUserRow & { apiToken: string }> {
  // Hash outside the transaction: it takes a few milliseconds and needs no database.
  const passwordHash = await hashMayaPassword(input.password)
  const { token, tokenHash } = newApiToken()
  const row = await inTransaction(deps.pool, async (tx) => {
    if (await emailTaken(tx, input.email)) throw taken()
    const created = await insertMayaUser(tx, {
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      qnsLevel: input.qnsLevel,
      passwordHash,
      apiTokenHash: tokenHash,
    })
    await recordAudit(tx, actor, auditRow('CreateMayaUsers', created.id, null, created))
    return created
  })
  return { ...row, apiToken: token }
}

export async function patchMayaUser(deps: AppDeps, actor: string, id: number, patch: MayaUserPatch, newPassword?: string): Promise<MayaUserRow> {
  const passwordHash = newPassword === undefined ? undefined : await hashMayaPassword(newPassword)
  return inTransaction(deps.pool, async (tx) => {
    const before = await findMayaUser(tx, id)
    if (!before || !before.isActive) throw notFound('Maya user')
    if (patch.email !== undefined && (await emailTaken(tx, patch.email, id))) throw taken()
    const after = await updateMayaUser(tx, id, { ...patch, ...(passwordHash ? { passwordHash } : {}) })
    await recordAudit(tx, actor, auditRow(passwordHash ? 'resetMayaUserPassword' : 'patchMayaUsers', id, before, after))
    return after
  })
}

/** Deleting removes the row: its e-mail becomes free for a new account, and no hash lingers. */
export async function deleteMayaUser(deps: AppDeps, actor: string, id: number): Promise<MayaUserRow> {
  return inTransaction(deps.pool, async (tx) => {
    const before = await findMayaUser(tx, id)
    if (!before) throw notFound('Maya user')
    await deleteMayaUserRow(tx, id)
    await recordAudit(tx, actor, auditRow('DeleteMayaUsers', id, before, null))
    return before
  })
}
