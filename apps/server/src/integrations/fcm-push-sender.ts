import fs from 'node:fs'
import { importPKCS8, SignJWT } from 'jose'
import type { PushSender } from './push-sender'

/** The fields of a Google service-account key file that FCM's HTTP v1 API needs. */
export interface FcmServiceAccount {
  project_id: string
  client_email: string
  private_key: string
  token_uri?: string
}

const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging'
const PARALLEL_SENDS = 10

export function readServiceAccount(file: string): FcmServiceAccount {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as FcmServiceAccount
}

/**
 * Firebase Cloud Messaging (HTTP v1) by configuration: FCM_SERVICE_ACCOUNT_FILE. The service
 * account signs a JWT for an OAuth access token, reused until shortly before it expires; each
 * device token is one send, and a token FCM refuses (unregistered, invalid) is simply not delivered.
 */
export function createFcmPushSender(account: FcmServiceAccount, options: { apiBase?: string; fetch?: typeof fetch } = {}): PushSender {
  const apiBase = options.apiBase ?? 'https://fcm.googleapis.com'
  const tokenUri = account.token_uri ?? 'https://oauth2.googleapis.com/token'
  const doFetch = options.fetch ?? fetch
  let cached: { token: string; until: number } | undefined

  async function accessToken(): Promise<string> {
    if (cached && cached.until > Date.now()) return cached.token
    const key = await importPKCS8(account.private_key, 'RS256')
    const assertion = await new SignJWT({ scope: SCOPE })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(account.client_email)
      .setAudience(tokenUri)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key)
    const response = await doFetch(tokenUri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }),
    })
    if (!response.ok) throw new Error(`FCM sign-in failed: ${response.status} ${await response.text()}`)
    const body = (await response.json()) as { access_token: string; expires_in: number }
    cached = { token: body.access_token, until: Date.now() + (body.expires_in - 60) * 1000 }
    return cached.token
  }

  return {
    async send(tokens, message) {
      const bearer = await accessToken()
      const delivered: string[] = []
      for (let start = 0; start < tokens.length; start += PARALLEL_SENDS) {
        await Promise.all(
          tokens.slice(start, start + PARALLEL_SENDS).map(async (token) => {
            const response = await doFetch(`${apiBase}/v1/projects/${encodeURIComponent(account.project_id)}/messages:send`, {
              method: 'POST',
              headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
              body: JSON.stringify({ message: { token, notification: { title: message.title, body: message.body } } }),
            })
            await response.arrayBuffer()
            if (response.ok) delivered.push(token)
          }),
        )
      }
      return { delivered: tokens.filter((token) => delivered.includes(token)) }
    },
  }
}
