// How much JavaScript each route of the console needs before its first render, read from a build's
// Vite manifest: the entry with its static imports, plus the lazy modules the route renders at once
// (its lazy route modules, and lazy components on its first screen) with theirs. Used by the bundle
// budget test (`npm test`) and the console-weight bench.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { build, type Plugin } from 'vite'
import { FIRST_SCREENS, type FirstScreen } from './first-screens'

export interface ManifestChunk {
  file: string
  name?: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}
export type Manifest = Record<string, ManifestChunk>

/** A route as the budget sees it: the lazy modules (paths from apps/web) loaded before it shows. */
export type RouteLoad = Pick<FirstScreen, 'route' | 'lazy'>

/**
 * Every screen and the lazy modules it needs before its first render (first-screens.ts). The budget
 * test fails when a module listed there is not a lazy chunk of the build (renamed, or imported statically again).
 */
export const ROUTE_LOADS: RouteLoad[] = FIRST_SCREENS

export const gzipSize = (content: Buffer | string) => zlib.gzipSync(content, { level: 9 }).length

export function readManifest(distDir: string): Manifest {
  return JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest
}

/** The manifest key of a lazy module; throws when the build has no lazy chunk for it. */
function lazyKey(manifest: Manifest, module: string): string {
  const chunk = manifest[module]
  if (!chunk?.isDynamicEntry) throw new Error(`${module} is not a lazy chunk of the build (renamed, or imported statically?)`)
  return module
}

/** The JavaScript files (dist-relative) a route loads before its first render. */
export function routeFiles(manifest: Manifest, lazy: string[]): string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)
  if (!entry) throw new Error('The manifest has no entry')
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    for (const imported of manifest[key]?.imports ?? []) visit(imported)
  }
  visit(entry)
  lazy.forEach((module) => visit(lazyKey(manifest, module)))
  return [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'))
}

export interface RouteWeight {
  route: string
  /** dist-relative JavaScript files, entry first. */
  files: string[]
  gzipBytes: number
}

/** Gzip size (level 9) of the JavaScript each route needs before its first render. */
export function routeWeights(distDir: string, loads: RouteLoad[] = ROUTE_LOADS): RouteWeight[] {
  const manifest = readManifest(distDir)
  const sizes = new Map<string, number>()
  const sizeOf = (file: string) => {
    if (!sizes.has(file)) sizes.set(file, gzipSize(fs.readFileSync(path.join(distDir, file))))
    return sizes.get(file)!
  }
  return loads.map(({ route, lazy }) => {
    const files = routeFiles(manifest, lazy)
    return { route, files, gzipBytes: files.reduce((sum, file) => sum + sizeOf(file), 0) }
  })
}

export const WEB_ROOT = path.resolve(import.meta.dirname, '..')

/** A module of a built file and the bytes of its code left there after tree-shaking. */
export interface BuiltModule {
  id: string
  bytes: number
}

/**
 * Builds an app with the console's vite.config.ts (the console itself unless `root` says another)
 * into `outDir`, with a manifest and, as the console's own build, hidden source maps. Answers which
 * modules went into each file.
 */
export async function buildWithConsoleConfig(outDir: string, root = WEB_ROOT): Promise<Map<string, BuiltModule[]>> {
  const modulesByFile = new Map<string, BuiltModule[]>()
  const listModules: Plugin = {
    name: 'list-chunk-modules',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        modulesByFile.set(
          output.fileName,
          Object.entries(output.modules).map(([id, module]) => ({ id, bytes: module.renderedLength })),
        )
      }
    },
  }
  // Vite bundles React's and antd's development code when NODE_ENV says so (vitest sets `test`).
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    await build({
      root,
      mode: 'production',
      configFile: path.join(WEB_ROOT, 'vite.config.ts'),
      logLevel: 'warn',
      plugins: [listModules],
      build: { outDir, emptyOutDir: true, manifest: true },
    })
  } finally {
    process.env.NODE_ENV = nodeEnv
  }
  return modulesByFile
}

export const kib = (bytes: number) => (bytes / 1024).toFixed(1)
