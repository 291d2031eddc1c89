import type { FastifyBaseLogger } from 'fastify'
import { recordAudit } from '../../audit/record-audit'
import type { Queryable } from '../../db/pg-statement'
import { accountKey, type Lockout, type SignInAttempt } from './sign-in-throttle'

/**
 * A wrong password (or an unknown e-mail: the entry does not tell the two apart, as the page does
 * not) goes to the audit log: the e-mail typed and the client's address, never the password.
 */
export async function reportSignInFailure(db: Queryable, attempt: SignInAttempt): Promise<void> {
  const email = accountKey(attempt.email)
  await recordAudit(db, email, {
    entityType: 'sign_in',
    entityIdentity: email,
    action: 'signInFailed',
    after: { email, clientAddress: attempt.clientAddress },
  })
}

/** Every lockout goes to the audit log and, at warn level, to the server log, for whoever watches for attacks. */
export async function reportLockouts(db: Queryable, log: FastifyBaseLogger, attempt: SignInAttempt, lockouts: Lockout[]): Promise<void> {
  const email = accountKey(attempt.email)
  for (const { scope, lockedSeconds } of lockouts) {
    const details = { email, clientAddress: attempt.clientAddress, scope, lockedSeconds }
    log.warn(details, `sign-in locked for ${lockedSeconds} s after too many failures (${scope})`)
    // The actor is whoever typed that e-mail: there is no signed-in user behind a failed sign-in.
    await recordAudit(db, email, {
      entityType: 'sign_in',
      entityIdentity: scope === 'account' ? email : attempt.clientAddress,
      action: scope === 'account' ? 'lockAccountSignIn' : 'lockAddressSignIn',
      after: { ...details, lockedUntil: new Date(Date.now() + lockedSeconds * 1000).toISOString() },
    })
  }
}
