import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import helmet from '@fastify/helmet'
import fastifyStatic from '@fastify/static'
import fs from 'node:fs'
import path from 'node:path'
import type { AppDeps } from './app-deps'
import { effectiveIssuer } from './config'
import { authPlugin } from './auth/auth.plugin'
import { createTokenVerifier, type TokenVerifier } from './auth/token-verifier'
import { loadProviderSecrets, publicJwks } from './auth/embedded-provider/secrets'
import { createEmbeddedProvider } from './auth/embedded-provider/provider'
import { registerEmbeddedProvider } from './auth/embedded-provider/provider.routes'
import { toErrorBody } from './http/errors'
import { registerGraphQL } from './graphql/graphql.plugin'
import { serverModules } from './modules/registry'

export interface RegisteredRoute {
  method: string
  url: string
  isPublic: boolean
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered, so a test can prove each /api route refuses anonymous calls. */
    routeList: RegisteredRoute[]
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
  const app = Fastify({
    logger: options.logger ?? { level: 'info', redact: ['req.headers.authorization', '*.password', '*.passwordHash'] },
    bodyLimit: API_BODY_LIMIT,
    trustProxy: true,
  })
  const issuer = effectiveIssuer(config)

  const routeList: RegisteredRoute[] = []
  app.decorate('routeList', routeList)
  app.addHook('onRoute', (route) => {
    if (route.url === '/api/graphql') route.bodyLimit = GRAPHQL_BODY_LIMIT
    for (const method of [route.method].flat()) routeList.push({ method, url: route.url, isPublic: !!route.config?.public })
  })
  await app.register(helmet, { contentSecurityPolicy: contentSecurityPolicy(new URL(issuer).origin) })

  app.setErrorHandler((error, request, reply) => {
    const body = toErrorBody(error)
    if (body.statusCode >= 500) request.log.error(error)
    return reply.code(body.statusCode).send(body)
  })

  let verifyToken: TokenVerifier
  if (config.oidc.issuer) {
    verifyToken = createTokenVerifier({ issuer, audience: config.oidc.audience, algorithms: config.oidc.algorithms })
  } else {
    const secrets = await loadProviderSecrets(deps.pool)
    const provider = createEmbeddedProvider({ issuer, publicUrl: config.publicUrl, clientId: config.oidc.clientId, pool: deps.pool, secrets })
    await registerEmbeddedProvider(app, { provider, pool: deps.pool, demoHint: options.demoHint })
    verifyToken = createTokenVerifier({ issuer, audience: config.oidc.audience, algorithms: ['RS256'], localJwks: publicJwks(secrets) })
  }
  await app.register(authPlugin, { verifyToken, pool: deps.pool })

  app.get('/healthz', async () => ({ ok: true }))
  // What the browser needs before it can sign in; nothing secret.
  app.get('/app-config.json', async () => ({
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
      for (const module of serverModules) await module.routes?.(api, deps)
    },
    { prefix: '/api' },
  )
  for (const module of serverModules) await module.rootRoutes?.(app, deps)
  await registerGraphQL(app, deps, serverModules)
  await registerWebApp(app, config.webDistDir)
  return app
}

/** Serves the built console and answers every other browser path with index.html (client routing). */
async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, 'index.html')
  const hasBuild = fs.existsSync(indexFile)
  if (hasBuild) await app.register(fastifyStatic, { root: distDir, wildcard: false, index: false })
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api') || request.url.startsWith('/oidc')
    if (isApi || request.method !== 'GET') {
      return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `No route ${request.method} ${request.url.split('?')[0]}` })
    }
    if (!hasBuild) return reply.code(404).type('text/plain').send('The console is not built: run `npm run build`.')
    return reply.type('text/html').header('cache-control', 'no-cache').send(fs.createReadStream(indexFile))
  })
}
