import type { FastifyBaseLogger } from 'fastify'
import type Provider from 'oidc-provider'
import { recordAudit } from '../../audit/record-audit'
import type { Queryable } from '../../db/pg-statement'

interface DestroyedToken {
  kind?: string
  accountId?: string
  clientId?: string
}

/**
 * Token revocations at the embedded provider (its revocation endpoint, a grant revoked when a used
 * code or refresh token is replayed) go to the audit log under `session`: whose token, what kind,
 * which client, never the token or its id. The console's own logout is recorded by DELETE /api/logout.
 */
export function auditTokenRevocations(provider: Provider, pool: Queryable, log: FastifyBaseLogger): void {
  const record = (token: DestroyedToken, action: string) => {
    if (!token.accountId) return
    const email = token.accountId.toLowerCase()
    recordAudit(pool, email, {
      entityType: 'session',
      entityIdentity: email,
      action,
      after: { tokenKind: token.kind ?? null, clientId: token.clientId ?? null },
    }).catch((error: unknown) => log.error({ err: error }, 'could not record a token revocation in the audit log'))
  }
  provider.addListener('access_token.destroyed', (token) => record(token, 'revokeAccessToken'))
  provider.addListener('refresh_token.destroyed', (token) => record(token, 'revokeRefreshToken'))
  provider.addListener('grant.revoked', (ctx) => {
    const entities = ctx.oidc.entities as Record<string, DestroyedToken | undefined>
    const token = entities.RefreshToken ?? entities.AccessToken ?? entities.AuthorizationCode
    if (token) record({ ...token, kind: 'Grant' }, 'revokeGrant')
  })
}
