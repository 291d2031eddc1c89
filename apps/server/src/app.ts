import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify'
import helmet from '@fastify/helmet'
import type { AppDeps } from './app-deps'
import { effectiveIssuer } from './config'
import { authPlugin } from './auth/auth.plugin'
import { declareScopeAccess, trackRouteAccess, type DeclaredRoute } from './auth/route-access'
import { canonicalUrl } from './http/canonical-url'
import { serializeRequest } from './http/log-redaction'
import { createTokenVerifier, type TokenVerifier } from './auth/token-verifier'
import { loadProviderSecrets, publicJwks } from './auth/embedded-provider/secrets'
import { createEmbeddedProvider } from './auth/embedded-provider/provider'
import { registerEmbeddedProvider } from './auth/embedded-provider/provider.routes'
import { toErrorBody } from './http/errors'
import { registerInputCanonicalisation } from './http/input-canonical'
import { registerGraphQL } from './graphql/graphql.plugin'
import { registerWebApp } from './http/web-app'
import { serverModules } from './modules/registry'
import { registerOpsRoutes } from './ops/ops.routes'
import { registerLivePositionHeader } from './live/live-position-header'
import { trackRequestsInFlight } from './ops/requests-in-flight'
import { requestIdFor } from './ops/request-context'
import { activeTracing } from './ops/tracing/tracing'

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered with who may call it, so tests can prove each one is enforced. */
    routeList: DeclaredRoute[]
  }
}

export interface BuildAppOptions {
  logger?: FastifyServerOptions['logger']
  /** Shown on the embedded sign-in page outside production. */
  demoHint?: string
}

const API_BODY_LIMIT = 1024 * 1024
/** A 50,000-row store list travels as one GraphQL mutation. */
const GRAPHQL_BODY_LIMIT = 48 * 1024 * 1024

function contentSecurityPolicy(issuerOrigin: string) {
  return {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // antd writes its styles at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      connectSrc: ["'self'", issuerOrigin],
      workerSrc: ["'self'", 'blob:'],
      formAction: ["'self'", issuerOrigin],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      upgradeInsecureRequests: null,
    },
  }
}

export async function buildApp(deps: AppDeps, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const { config } = deps
  const logger =
    options.logger === false
      ? false
      : {
          level: 'info',
          redact: ['req.headers.authorization', '*.password', '*.passwordHash'],
          serializers: { req: serializeRequest },
          ...(typeof options.logger === 'object' ? options.logger : {}),
        }
  const app = Fastify({
    logger,
    bodyLimit: API_BODY_LIMIT,
    trustProxy: config.trustProxy,
    // A proxy's x-request-id is believed only with TRUST_PROXY; logs call it requestId.
    genReqId: (request) => requestIdFor(request.headers['x-request-id'], config.trustProxy),
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    // Routing, authorization and logs all see one spelling of the path, and every spelling that is
    // left (case, a trailing slash) reaches the same route: so the same access decision.
    rewriteUrl: (request) => canonicalUrl(request.url ?? '/'),
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
  })
  const issuer = effectiveIssuer(config)
  // First of all hooks, so a request counts before its first statement (the sign-in check's included).
  if (deps.consoleBusy) trackRequestsInFlight(app, deps.consoleBusy)
  // Next, so the sign-in check's statements are already inside the request's span (tracing on).
  activeTracing()?.registerHttp(app, { trustProxy: config.trustProxy })

  app.decorate('routeList', trackRouteAccess(app))
  app.addHook('onRoute', (route) => {
    // Mercurius registers this route itself: its limits and access are declared here. Each root
    // field then checks its own module's declaration.
    if (route.url === '/api/graphql') {
      route.bodyLimit = GRAPHQL_BODY_LIMIT
      route.config = { ...route.config, access: 'staff' }
    }
  })
  await app.register(helmet, { contentSecurityPolicy: contentSecurityPolicy(new URL(issuer).origin) })

  app.setErrorHandler((error, request, reply) => {
    const body = toErrorBody(error)
    if (body.statusCode >= 500) request.log.error(error)
    return reply.code(body.statusCode).send(body)
  })
  registerInputCanonicalisation(app)

  let verifyToken: TokenVerifier
  if (config.oidc.issuer) {
    verifyToken = createTokenVerifier({
      issuer,
      audience: config.oidc.audience,
      algorithms: config.oidc.algorithms,
      maxTokenAgeSeconds: config.oidc.maxTokenAgeSeconds,
    })
  } else {
    const secrets = await loadProviderSecrets(deps.pool)
    const provider = createEmbeddedProvider({
      issuer,
      trustProxy: config.trustProxy,
      publicUrl: config.publicUrl,
      clientId: config.oidc.clientId,
      pool: deps.pool,
      secrets,
    })
    await app.register(async (scope) => {
      declareScopeAccess(scope, 'public')
      await registerEmbeddedProvider(scope, { provider, pool: deps.pool, demoHint: options.demoHint })
    })
    verifyToken = createTokenVerifier({
      issuer,
      audience: config.oidc.audience,
      algorithms: ['RS256'],
      maxTokenAgeSeconds: config.oidc.maxTokenAgeSeconds,
      localJwks: publicJwks(secrets),
    })
  }
  await app.register(authPlugin, { verifyToken, pool: deps.pool, staffCacheTtlMs: config.staffCacheTtlMs })

  const isPublic = { config: { access: 'public' as const } }
  app.get('/healthz', isPublic, async () => ({ ok: true }))
  await registerOpsRoutes(app, deps)
  registerLivePositionHeader(app, deps.live)
  // What the browser needs before it can sign in; nothing secret.
  app.get('/app-config.json', isPublic, async () => ({
    issuer,
    clientId: config.oidc.clientId,
    scope: 'openid email profile',
    backendUrl: config.backendUrl,
    toolsBaseUrl: config.toolsBaseUrl,
    mapTileUrl: config.mapTileUrl,
    testHooks: process.env.E2E_TEST_HOOKS === '1',
  }))

  await app.register(
    async (api) => {
      for (const module of serverModules) {
        if (!module.routes) continue
        await api.register(async (scope) => {
          declareScopeAccess(scope, module.access)
          await module.routes!(scope, deps)
        })
      }
    },
    { prefix: '/api' },
  )
  for (const module of serverModules) {
    if (!module.rootRoutes) continue
    await app.register(async (scope) => {
      declareScopeAccess(scope, 'public')
      await module.rootRoutes!(scope, deps)
    })
  }
  // Open event streams never finish on their own: ended before the server waits for its requests.
  app.addHook('preClose', async () => deps.live.close())
  await registerGraphQL(app, deps, serverModules)
  await registerWebApp(app, config.webDistDir)
  return app
}
