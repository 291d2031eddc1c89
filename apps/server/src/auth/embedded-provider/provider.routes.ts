import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type Provider from 'oidc-provider'
import { drizzle } from 'drizzle-orm/node-postgres'
import type pg from 'pg'
import * as schema from '../../db/schema'
import { renderSignInPage } from './sign-in-page'
import { createPasswordCheck } from './password-check'
import { createSignInThrottle } from './sign-in-throttle'
import { reportLockouts, reportSignInFailure } from './lockout-report'
import { auditTokenRevocations } from './revocation-report'

const MOUNT = '/oidc'

async function readForm(request: FastifyRequest, limit = 16_384): Promise<URLSearchParams> {
  let body = ''
  for await (const chunk of request.raw) {
    body += chunk
    if (body.length > limit) throw Object.assign(new Error('Form too large'), { statusCode: 413 })
  }
  return new URLSearchParams(body)
}

export const INCORRECT_SIGN_IN = 'Incorrect e-mail or password.'
// The same words whether or not the e-mail has an account: a lockout must not tell that either.
export const LOCKED_SIGN_IN = 'Too many failed sign-in attempts. Please try again later.'

/**
 * Mounts the provider under /oidc. oidc-provider reads raw requests itself, so these routes
 * parse no bodies and hand the request over with the prefix stripped.
 */
export async function registerEmbeddedProvider(app: FastifyInstance, options: { provider: Provider; pool: pg.Pool; demoHint?: string }): Promise<void> {
  const { provider, pool, demoHint } = options
  const handle = provider.callback()
  // The throttle's store (rate-limiter-flexible's RateLimiterDrizzle) writes through drizzle; the
  // audit log through the pool, as everything else.
  const db = drizzle(pool, { schema })
  const passwordMatches = await createPasswordCheck(pool)
  const throttle = createSignInThrottle(db)
  auditTokenRevocations(provider, pool, app.log)

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined))

    scope.get<{ Params: { uid: string } }>(`${MOUNT}/interaction/:uid`, async (request, reply) => {
      const details = await provider.interactionDetails(request.raw, reply.raw)
      return reply.type('text/html').send(renderSignInPage({ uid: details.uid, demoHint }))
    })

    scope.post<{ Params: { uid: string } }>(`${MOUNT}/interaction/:uid/login`, async (request, reply) => {
      const details = await provider.interactionDetails(request.raw, reply.raw)
      const form = await readForm(request)
      const email = (form.get('email') ?? '').trim()
      const attempt = { email, clientAddress: request.ip }
      const signInPage = (status: number, error: string) =>
        reply
          .code(status)
          .type('text/html')
          .send(renderSignInPage({ uid: details.uid, email, error, demoHint }))

      const admission = await throttle.admit(attempt)
      if (admission.locked) {
        reply.header('retry-after', String(admission.retryAfterSeconds))
        return signInPage(429, LOCKED_SIGN_IN)
      }
      if (!(await passwordMatches(email, form.get('password') ?? ''))) {
        const lockouts = await throttle.failed(attempt, admission)
        await reportSignInFailure(pool, attempt)
        await reportLockouts(pool, request.log, attempt, lockouts)
        return lockouts.length ? signInPage(429, LOCKED_SIGN_IN) : signInPage(401, INCORRECT_SIGN_IN)
      }
      await throttle.succeeded(attempt)
      reply.hijack()
      await provider.interactionFinished(
        request.raw,
        reply.raw,
        { login: { accountId: email.toLowerCase() } },
        {
          mergeWithLastSubmission: false,
        },
      )
    })

    const hand = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
      reply.hijack()
      // oidc-provider derives its mount path from originalUrl, as under Express.
      ;(request.raw as typeof request.raw & { originalUrl?: string }).originalUrl = request.raw.url
      request.raw.url = request.raw.url!.slice(MOUNT.length) || '/'
      await handle(request.raw, reply.raw)
    }
    scope.all(MOUNT, hand)
    scope.all(`${MOUNT}/*`, hand)
  })
}
