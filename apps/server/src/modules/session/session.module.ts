import type { ServerModule } from '../server-module'
import { requireSignedIn, requireUser } from '../../auth/auth.plugin'
import { forgetStaffToken, tokenHash } from '../../auth/staff-directory'
import { endProviderSessions, forgetExpiredRevocations, revokeToken } from './session.repository'
import { recordAudit } from '../../audit/record-audit'

export const sessionModule: ServerModule = {
  name: 'session',
  access: 'staff',
  routes(app, deps) {
    /** Who the console is talking to: drives the right menu and which admin entries show. */
    app.get('/me', async (request) => {
      const user = requireUser(request)
      return {
        email: user.email,
        name: user.name,
        employeeIdentity: user.staff.identity,
        firstName: user.staff.firstName,
        lastName: user.staff.lastName,
        isAdmin: user.isAdmin,
        applications: user.staff.applications,
      }
    })

    /**
     * Logout: the presented token is refused from now until it would have expired anyway, and
     * the embedded provider's sessions and refresh tokens for the account end with it. Anyone with
     * a verified token may log out, also someone the console refuses. Recorded in the audit log.
     */
    app.delete('/logout', { config: { access: 'session' } }, async (request, reply) => {
      const user = requireSignedIn(request)
      await revokeToken(deps.pool, tokenHash(user.token), user.expiresAt)
      const providerSessionsEnded = !deps.config.oidc.issuer
      if (providerSessionsEnded) await endProviderSessions(deps.pool, user.email)
      // A security event: whose token was revoked and until when, never the token or its hash.
      await recordAudit(deps.pool, user.email, {
        entityType: 'session',
        entityIdentity: user.email.toLowerCase(),
        action: 'logout',
        after: { tokenExpiresAt: new Date(user.expiresAt * 1000).toISOString(), providerSessionsEnded },
      })
      await forgetExpiredRevocations(deps.pool)
      forgetStaffToken(deps.pool, user.token)
      return reply.code(204).send()
    })
  },
}
