import { createHash, randomBytes } from 'node:crypto'
import http from 'node:http'
import type pg from 'pg'
import { hashPassword } from '../../db/seed/passwords'

export interface FormAnswer {
  status: number
  text: string
  headers: http.IncomingHttpHeaders
  /** Round trip as the client sees it. */
  ms: number
}

/**
 * A browser at its own loopback address (127.x.y.z): the server sees that as the client address,
 * so tests can act as many clients without trusting proxy headers, and without using up the
 * budget of 127.0.0.1 that the other tests sign in from.
 */
export function signInForm(baseUrl: string, clientAddress: string) {
  const jar = new Map<string, string>()
  const request = (target: string, init: { method?: string; form?: Record<string, string> } = {}) =>
    new Promise<FormAnswer>((resolve, reject) => {
      const body = init.form ? new URLSearchParams(init.form).toString() : undefined
      const headers: Record<string, string> = { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') }
      if (body) headers['content-type'] = 'application/x-www-form-urlencoded'
      const started = performance.now()
      const outgoing = http.request(new URL(target, baseUrl), { method: init.method ?? 'GET', headers, localAddress: clientAddress }, (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () => {
          for (const cookie of response.headers['set-cookie'] ?? []) {
            const [pair] = cookie.split(';')
            const index = pair!.indexOf('=')
            jar.set(pair!.slice(0, index), pair!.slice(index + 1))
          }
          resolve({ status: response.statusCode!, text, headers: response.headers, ms: performance.now() - started })
        })
      })
      outgoing.on('error', reject)
      outgoing.end(body)
    })

  return {
    /** Starts an authorization (code + PKCE) and opens its sign-in page; returns the form's target. */
    async open(): Promise<string> {
      const challenge = createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url')
      const params = authorizationParams(baseUrl, challenge)
      const start = await request(`/oidc/auth?${params.toString()}`)
      const interaction = new URL(String(start.headers.location), baseUrl).pathname
      const page = await request(interaction)
      if (!page.text.includes('<form')) throw new Error(`no sign-in form at ${interaction} (${page.status})`)
      return `${interaction}/login`
    },
    /** Submits the sign-in form; a wrong password leaves the same form open for another try. */
    submit: (loginPath: string, email: string, password: string) => request(loginPath, { method: 'POST', form: { email, password } }),
  }
}

/** A loopback address no other test uses, standing for one client machine. */
export function newClientAddress(): string {
  const octet = () => 1 + Math.floor(Math.random() * 254)
  return `127.${octet()}.${octet()}.${octet()}`
}

export const uniqueEmail = (label: string): string => `${label}-${randomBytes(5).toString('hex')}@throttle.test`

/** A staff account of its own for a test, so locking it never disturbs the demo accounts. */
export async function createStaffAccount(pool: pg.Pool, options: { email: string; password: string; active?: boolean; passwordHash?: string }): Promise<void> {
  await pool.query(`insert into staff_accounts (email, password_hash, display_name, is_active) values ($1, $2, $3, $4)`, [
    options.email,
    options.passwordHash ?? (await hashPassword(options.password)),
    'Throttle Test',
    options.active ?? true,
  ])
}

/** The console's authorization request (code + PKCE S256), as the browser sends it. */
export function authorizationParams(baseUrl: string, codeChallenge: string): URLSearchParams {
  return new URLSearchParams({
    client_id: 'mission-control-web',
    redirect_uri: `${baseUrl}/callback`,
    response_type: 'code',
    response_mode: 'fragment',
    scope: 'openid email profile',
    state: 'state-1',
    nonce: 'nonce-1',
    code_challenge: codeChallenge,
    code_challenge_method: 'S256',
  })
}
