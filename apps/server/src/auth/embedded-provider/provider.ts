import { sql } from 'drizzle-orm'
import { type Queryable, queryRows } from '../../db/pg-statement'
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider'
import { createPostgresAdapter } from './oidc-adapter'
import type { ProviderSecrets } from './secrets'

export const EMBEDDED_SCOPES = 'openid email profile'

interface AccountRow {
  email: string
  display_name: string
  picture_url: string | null
}

async function loadAccount(pool: Queryable, email: string): Promise<AccountRow | undefined> {
  const result = await queryRows<AccountRow>(pool, sql`select email, display_name, picture_url from staff_accounts where lower(email) = lower(${email})`)
  return result[0]
}

/**
 * The OpenID provider used when no external issuer is configured: authorization code with PKCE
 * for the console's public client, accounts from `staff_accounts`, everything persisted in Postgres.
 */
export function createEmbeddedProvider(options: {
  issuer: string
  trustProxy: boolean
  publicUrl: string
  clientId: string
  pool: Queryable
  secrets: ProviderSecrets
}): Provider {
  const { pool, clientId } = options
  const configuration: Configuration = {
    adapter: createPostgresAdapter(pool),
    clients: [
      {
        client_id: clientId,
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${options.publicUrl}/callback`],
        post_logout_redirect_uris: [`${options.publicUrl}/login`],
      },
    ],
    pkce: { required: () => true },
    jwks: { keys: options.secrets.signingKeys as NonNullable<Configuration['jwks']>['keys'] },
    cookies: { keys: options.secrets.cookieKeys },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'nickname', 'picture'] },
    // The console sends the ID token as its bearer credential, so it must carry e-mail and name.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false }, revocation: { enabled: true } },
    interactions: { url: (_ctx, interaction) => `/oidc/interaction/${interaction.uid}` },
    ttl: { IdToken: 3600, AccessToken: 3600, AuthorizationCode: 60, Interaction: 3600, Session: 14 * 86400, Grant: 14 * 86400, RefreshToken: 14 * 86400 },
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // The console is first-party: signing in is consent, so there is no consent screen.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const client = ctx.oidc.client
      const session = ctx.oidc.session
      if (!client || !session?.accountId) return undefined
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId)
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId)
        if (existing) return existing
      }
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId })
      grant.addOIDCScope(EMBEDDED_SCOPES)
      await grant.save()
      return grant
    },
    findAccount: async (_ctx, sub) => {
      const account = await loadAccount(pool, sub)
      if (!account) return undefined
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          email: account.email,
          email_verified: true,
          name: account.display_name,
          nickname: account.email.split('@')[0],
          picture: account.picture_url ?? undefined,
        }),
      }
    },
    renderError: async (ctx, out) => {
      ctx.type = 'html'
      ctx.body = `<!doctype html><title>Sign-in error</title><h1>Sign-in error</h1><p>${escapeHtml(String(out.error_description ?? out.error))}</p><p><a href="/login">Back to sign in</a></p>`
    },
  }
  const provider = new Provider(options.issuer, configuration)
  // X-Forwarded-* only from a proxy we were told about: otherwise any client could choose the host
  // the discovery document and redirects name.
  provider.proxy = options.trustProxy
  return provider
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
}
