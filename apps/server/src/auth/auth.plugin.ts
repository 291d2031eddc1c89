import fp from 'fastify-plugin'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type pg from 'pg'
import { ACCESS_MESSAGES } from '@mc/domain'
import { cachedStaffLookup, canUseAdmin, canUseConsole } from './staff-directory'
import type { TokenVerifier } from './token-verifier'
import type { AuthUser, SignedIn } from './auth-user'
import { accessOfUnmatchedPath } from './route-access'

function refuse(reply: FastifyReply, statusCode: 401 | 403, message: string): FastifyReply {
  return reply.code(statusCode).send({ statusCode, error: statusCode === 401 ? 'Unauthorized' : 'Forbidden', message })
}

/**
 * Deny by default, decided on the route that was matched: its declared access (public, staff or
 * admin), never the spelling of the URL. The staff lookup is cached for a few seconds per token
 * (cachedStaffLookup). Staff and admin routes need a verified bearer token of an
 * active employee with Mission Control access; admin routes also need Admin Workbench access.
 */
export const authPlugin = fp<{ verifyToken: TokenVerifier; pool: pg.Pool; staffCacheTtlMs: number }>(async (app, { verifyToken, pool, staffCacheTtlMs }) => {
  app.decorateRequest('user', undefined)
  app.decorateRequest('signedIn', undefined)
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const access = request.routeOptions.url === undefined ? accessOfUnmatchedPath(request.url) : request.routeOptions.config.access
    if (access === 'public') return
    const header = request.headers.authorization ?? ''
    const match = /^Bearer\s+(\S+)$/i.exec(header)
    if (!match) return refuse(reply, 401, ACCESS_MESSAGES.tokenRequired)
    const token = match[1]!
    let claims
    try {
      claims = (await verifyToken(token)).claims
    } catch {
      return refuse(reply, 401, 'The token is invalid or has expired.')
    }
    const email = typeof claims.email === 'string' ? claims.email : undefined
    if (!email) return refuse(reply, 401, 'The token carries no e-mail address.')
    const { revoked, staff } = await cachedStaffLookup(pool, email, token, staffCacheTtlMs)
    if (revoked) return refuse(reply, 401, 'This session has been logged out.')
    request.signedIn = { email, token, expiresAt: claims.exp! }
    if (access === 'session') return
    if (!staff || !canUseConsole(staff)) return refuse(reply, 403, ACCESS_MESSAGES.noConsoleAccess)
    const isAdmin = canUseAdmin(staff)
    // A route without a declaration (impossible past start-up) is treated as the strictest.
    if (access !== 'staff' && !isAdmin) return refuse(reply, 403, ACCESS_MESSAGES.adminRequired)
    const user: AuthUser = {
      ...request.signedIn,
      name: typeof claims.name === 'string' ? claims.name : `${staff.firstName} ${staff.lastName}`,
      staff,
      isAdmin,
    }
    request.user = user
  })
})

export function requireSignedIn(request: FastifyRequest): SignedIn {
  if (!request.signedIn) throw Object.assign(new Error('Not signed in'), { statusCode: 401 })
  return request.signedIn
}

export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw Object.assign(new Error('Not signed in'), { statusCode: 401 })
  return request.user
}
