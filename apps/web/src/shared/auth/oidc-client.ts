import { appConfig } from '../config/app-config'
import { challengeFor, decodeJwtClaims, randomToken } from './pkce'
import { wasLoggedOut, type Session } from './session-store'
import * as paths from '../routing/paths'

interface Discovery {
  authorization_endpoint: string
  token_endpoint: string
}

interface TokenResponse {
  id_token: string
  refresh_token?: string
  error?: string
  error_description?: string
}

interface IdClaims {
  sub: string
  email?: string
  name?: string
  nickname?: string
  picture?: string
  exp: number
  nonce?: string
}

const PENDING_KEY = 'mc.oidc.pending'

let discovery: Promise<Discovery> | undefined
function discover(): Promise<Discovery> {
  discovery ??= fetch(`${appConfig().issuer}/.well-known/openid-configuration`).then((response) => {
    if (!response.ok) throw new Error(`Sign-in is unavailable (discovery HTTP ${response.status})`)
    return response.json() as Promise<Discovery>
  })
  return discovery
}

function redirectUri(): string {
  return `${window.location.origin}${paths.callback}`
}

/** Authorization code flow with PKCE; the code comes back in the URL hash (response_mode=fragment). */
export async function beginSignIn(): Promise<void> {
  const { authorization_endpoint } = await discover()
  const config = appConfig()
  const pending = { state: randomToken(), nonce: randomToken(), verifier: randomToken(48) }
  sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending))
  const params = new URLSearchParams({
    client_id: config.clientId,
    redirect_uri: redirectUri(),
    response_type: 'code',
    response_mode: 'fragment',
    scope: config.scope,
    state: pending.state,
    nonce: pending.nonce,
    code_challenge: await challengeFor(pending.verifier),
    code_challenge_method: 'S256',
    ...(wasLoggedOut() ? { prompt: 'login' } : {}),
  })
  window.location.assign(`${authorization_endpoint}?${params.toString()}`)
}

function sessionFrom(tokens: TokenResponse, previousRefresh?: string): Session {
  const claims = decodeJwtClaims<IdClaims>(tokens.id_token)
  return {
    idToken: tokens.id_token,
    refreshToken: tokens.refresh_token ?? previousRefresh,
    expiresAt: claims.exp * 1000,
    profile: {
      userId: claims.sub,
      email: claims.email ?? '',
      name: claims.name ?? claims.email ?? claims.sub,
      nickname: claims.nickname ?? claims.email?.split('@')[0] ?? claims.sub,
      ...(claims.picture ? { picture: claims.picture } : {}),
    },
  }
}

async function tokenRequest(body: Record<string, string>): Promise<TokenResponse> {
  const { token_endpoint } = await discover()
  const response = await fetch(token_endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: appConfig().clientId, ...body }),
  })
  const tokens = (await response.json()) as TokenResponse
  if (!response.ok || !tokens.id_token) throw new Error(tokens.error_description ?? tokens.error ?? `Token request failed (HTTP ${response.status})`)
  return tokens
}

/** Handles the return route's hash: a code to exchange, or an error from the provider (thrown). */
export async function completeSignIn(hash: string): Promise<Session> {
  const params = new URLSearchParams(hash.replace(/^#/, ''))
  const error = params.get('error')
  if (error) throw new Error(params.get('error_description') ?? error)
  const pending = JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? 'null') as { state: string; nonce: string; verifier: string } | null
  sessionStorage.removeItem(PENDING_KEY)
  if (!pending || params.get('state') !== pending.state) throw new Error('The sign-in response does not match this browser session. Please sign in again.')
  const code = params.get('code')
  if (!code) throw new Error('The sign-in response carries no authorization code.')
  const tokens = await tokenRequest({ grant_type: 'authorization_code', code, redirect_uri: redirectUri(), code_verifier: pending.verifier })
  if (decodeJwtClaims<IdClaims>(tokens.id_token).nonce !== pending.nonce) throw new Error('The identity token does not match this sign-in.')
  return sessionFrom(tokens)
}

export async function renewSession(session: Session): Promise<Session> {
  if (!session.refreshToken) throw new Error('No refresh token')
  return sessionFrom(await tokenRequest({ grant_type: 'refresh_token', refresh_token: session.refreshToken }), session.refreshToken)
}
