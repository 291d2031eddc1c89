import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { declareScopeAccess } from '../auth/route-access'
import { pageFor, readRoutePreloads, type RoutePreload } from './first-screen-preloads'

/** Where the build names itself in index.html (apps/web/bundle/previous-builds.ts writes it). */
const BUILD_META = /<meta name="mc-build" content="([\w-]+)"/

/** The build's own list of its builds (apps/web/bundle/previous-builds.ts): not for the public. */
const PRIVATE_FILES = new Set(['/builds.json', '/builds.json.br', '/builds.json.gz'])

interface ServedBuild {
  indexHtml: string
  preloads: RoutePreload[]
  buildId: string | null
}

/**
 * The console's index.html and its screens' preloads as they are on disk now: read again when
 * index.html changes, so a build deployed into the served folder is sent from the next page on,
 * without a restart (at most one look at the file a second).
 */
export function servedBuild(distDir: string): () => ServedBuild | undefined {
  const indexFile = path.join(distDir, 'index.html')
  const preloadsFile = path.join(distDir, 'route-preloads.json')
  let build: ServedBuild | undefined
  let readFor = -1
  let lookedAt = 0
  return () => {
    const now = Date.now()
    if (now - lookedAt < 1000) return build
    lookedAt = now
    let changed: number
    try {
      changed = fs.statSync(indexFile).mtimeMs
    } catch {
      return (build = undefined)
    }
    if (changed === readFor) return build
    try {
      const indexHtml = fs.readFileSync(indexFile, 'utf8')
      const preloads = readRoutePreloads(fs.existsSync(preloadsFile) ? fs.readFileSync(preloadsFile, 'utf8') : undefined)
      build = { indexHtml, preloads, buildId: BUILD_META.exec(indexHtml)?.[1] ?? null }
      readFor = changed
    } catch {
      // Caught in the middle of a deploy (route-preloads.json half written): the last one read stays, and is read again next time.
    }
    return build
  }
}

/**
 * Serves the built console and answers every other browser path with index.html (client routing).
 * Files are looked up on disk at each request, so the hashed files of a build deployed since the
 * start are served, and those of the builds before it as long as the build keeps them (a page
 * opened before the deploy loads them). `GET /api/version` names the build served now, for open
 * consoles to offer a reload (docs/OPERATIONS.md, Deploying a new version).
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const current = servedBuild(distDir)
  await app.register(async (scope) => {
    declareScopeAccess(scope, 'public')
    scope.get('/api/version', async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      return { build: current()?.buildId ?? null }
    })
    if (!fs.existsSync(distDir)) return
    // Hashed file names change with their content, so the browser keeps them for good; anything else is revalidated.
    const setHeaders: FastifyStaticOptions['setHeaders'] = (response, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`)
      response.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache')
    }
    // Source maps stay with the build (for error reporting), never on the public site; nor the list of builds.
    const allowedPath = (pathName: string) => !pathName.endsWith('.map') && !PRIVATE_FILES.has(pathName)
    // The build's other files as they were at the start (one route each), and under /assets/ whatever is
    // there at the request (a build deployed since). Only /assets/ is matched by prefix: a wildcard
    // for every path would answer paths under /api that no route has before the access check does.
    // The build writes .br and .gz beside each asset (apps/web/scripts/precompress.mjs): sent as the browser accepts.
    await scope.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      globIgnore: ['assets/**'],
      index: false,
      allowedPath,
      preCompressed: true,
      setHeaders,
    })
    const assetsDir = path.join(distDir, 'assets')
    if (!fs.existsSync(assetsDir)) return
    await scope.register(fastifyStatic, {
      root: assetsDir,
      prefix: '/assets/',
      decorateReply: false,
      index: false,
      allowedPath,
      preCompressed: true,
      setHeaders,
    })
  })
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!.toLowerCase()
    const isApi = path.startsWith('/api') || path.startsWith('/oidc')
    // A missing file (a source map, an asset no kept build has) is a 404, not the console's page.
    const isFile = /\.(map|js|css|json|png|svg|ico|woff2?)$/.test(path)
    if (isApi || isFile || request.method !== 'GET') {
      return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `No route ${request.method} ${request.url.split('?')[0]}` })
    }
    const build = current()
    if (!build) return reply.code(404).type('text/plain').send('The console is not built: run `npm run build`.')
    return reply
      .type('text/html')
      .header('cache-control', 'no-cache')
      .send(pageFor(build.indexHtml, build.preloads, request.url))
  })
}
