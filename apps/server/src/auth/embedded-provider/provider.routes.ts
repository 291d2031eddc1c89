import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type Provider from 'oidc-provider'
import { verify } from '@node-rs/argon2'
import type pg from 'pg'
import { renderSignInPage } from './sign-in-page'

const MOUNT = '/oidc'

async function readForm(request: FastifyRequest, limit = 16_384): Promise<URLSearchParams> {
  let body = ''
  for await (const chunk of request.raw) {
    body += chunk
    if (body.length > limit) throw Object.assign(new Error('Form too large'), { statusCode: 413 })
  }
  return new URLSearchParams(body)
}

async function passwordMatches(pool: pg.Pool, email: string, password: string): Promise<boolean> {
  const result = await pool.query<{ password_hash: string }>(
    `select password_hash from staff_accounts where lower(email) = lower($1) and is_active`,
    [email],
  )
  const hash = result.rows[0]?.password_hash
  return !!hash && (await verify(hash, password).catch(() => false))
}

/**
 * Mounts the provider under /oidc. oidc-provider reads raw requests itself, so these routes
 * parse no bodies and hand the request over with the prefix stripped.
 */
export async function registerEmbeddedProvider(
  app: FastifyInstance,
  options: { provider: Provider; pool: pg.Pool; demoHint?: string },
): Promise<void> {
  const { provider, pool, demoHint } = options
  const handle = provider.callback()

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
      if (!(await passwordMatches(pool, email, form.get('password') ?? ''))) {
        return reply
          .code(401)
          .type('text/html')
          .send(renderSignInPage({ uid: details.uid, email, error: 'Incorrect e-mail or password.', demoHint }))
      }
      reply.hijack()
      await provider.interactionFinished(request.raw, reply.raw, { login: { accountId: email.toLowerCase() } }, {
        mergeWithLastSubmission: false,
      })
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
