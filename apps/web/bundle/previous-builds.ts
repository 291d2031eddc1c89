// A build step for deploys nobody notices (issue 38): the console builds into a dist/ that keeps the
// hashed files of the builds before it, so a page opened before a deploy still finds the code of
// the screens it has not opened yet. dist/builds.json lists each build's files, newest first; after a
// build, the files of builds past the retention are removed. The build's id goes into index.html
// (`<meta name="mc-build">`), where the console reads its own and the server the one it serves.
// Retention and the deploy procedure: docs/OPERATIONS.md, "Deploying a new version".
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'

export const BUILDS_FILE = 'builds.json'
export const BUILD_META = 'mc-build'

/** How many builds before the current one keep their files, and for how long after they were replaced. */
export interface Retention {
  previousBuilds: number
  days: number
}

export const DEFAULT_RETENTION: Retention = { previousBuilds: 3, days: 7 }

export interface BuildRecord {
  id: string
  builtAt: string
  /** When the next build replaced it; absent for the current one. */
  replacedAt?: string
  /** dist-relative files under assets/ (their .br, .gz and .map copies go with them). */
  files: string[]
}

/** A build's id: its hashed files' names, so building the same sources again gives the same id. */
export function buildId(files: readonly string[]): string {
  return crypto
    .createHash('sha256')
    .update([...files].sort().join('\n'))
    .digest('hex')
    .slice(0, 12)
}

/** The retention from the environment (MC_KEEP_BUILDS, MC_KEEP_BUILD_DAYS), or the defaults. */
export function retentionFromEnv(env: NodeJS.ProcessEnv = process.env): Retention {
  const count = (value: string | undefined, fallback: number) => (value !== undefined && /^\d+$/.test(value) ? Number(value) : fallback)
  return { previousBuilds: count(env.MC_KEEP_BUILDS, DEFAULT_RETENTION.previousBuilds), days: count(env.MC_KEEP_BUILD_DAYS, DEFAULT_RETENTION.days) }
}

const COPIES = ['', '.br', '.gz', '.map']
/** The file a copy belongs to: assets/x-Hash.js for assets/x-Hash.js.br. */
const original = (file: string) => file.replace(/\.(br|gz|map)$/, '')

function readBuilds(distDir: string): BuildRecord[] {
  try {
    const parsed = JSON.parse(fs.readFileSync(path.join(distDir, BUILDS_FILE), 'utf8')) as { builds?: BuildRecord[] }
    return Array.isArray(parsed.builds) ? parsed.builds.filter((build) => typeof build.id === 'string' && Array.isArray(build.files)) : []
  } catch {
    return []
  }
}

/**
 * Records the build just written (`files`, dist-relative) as the current one and removes the files
 * no kept build lists: a previous build is kept while it is one of the last `previousBuilds` and was
 * replaced less than `days` ago. Files found in assets/ that no record names (a build made before
 * this list existed) count as one build replaced now. Answers the builds kept, newest first.
 */
export function recordBuild(
  distDir: string,
  files: readonly string[],
  retention: Retention,
  now = new Date(),
  id = buildId(files.map(original)),
): BuildRecord[] {
  const current = [...new Set(files.map(original))].sort()
  let builds = readBuilds(distDir)
  const assetsDir = path.join(distDir, 'assets')
  const onDisk = fs.existsSync(assetsDir) ? fs.readdirSync(assetsDir).map((name) => `assets/${name}`) : []
  const recorded = new Set([...current, ...builds.flatMap((build) => build.files)])
  const unrecorded = [...new Set(onDisk.map(original))].filter((file) => !recorded.has(file)).sort()
  if (unrecorded.length > 0) builds.unshift({ id: buildId(unrecorded), builtAt: now.toISOString(), replacedAt: now.toISOString(), files: unrecorded })
  const previous = builds.find((build) => build.id !== id && !build.replacedAt)
  if (previous) previous.replacedAt = now.toISOString()
  const same = builds.find((build) => build.id === id)
  builds = [{ id, builtAt: same?.builtAt ?? now.toISOString(), files: current }, ...builds.filter((build) => build.id !== id)]
  // Newest replacement first: the order in which they stop being needed.
  const older = builds.slice(1).sort((a, b) => (b.replacedAt ?? '').localeCompare(a.replacedAt ?? ''))
  const oldest = now.getTime() - retention.days * 86_400_000
  const kept = [builds[0]!, ...older.slice(0, retention.previousBuilds).filter((build) => Date.parse(build.replacedAt ?? '') >= oldest)]
  const keep = new Set(kept.flatMap((build) => build.files))
  for (const file of onDisk) if (!keep.has(original(file))) fs.rmSync(path.join(distDir, file), { force: true })
  fs.writeFileSync(path.join(distDir, BUILDS_FILE), `${JSON.stringify({ retention, builds: kept }, null, 1)}\n`)
  return kept
}

/** The files of `base` and its copies that exist, for the tests. */
export const copiesOf = (distDir: string, base: string) => COPIES.map((suffix) => base + suffix).filter((file) => fs.existsSync(path.join(distDir, file)))

/**
 * The plugin: writes the build's id into index.html and, once the files are written, records the
 * build in dist/builds.json and prunes. Vite must not empty dist/ first (`build.emptyOutDir: false`);
 * a build that empties it (the bundle budget's, into a temp folder) just starts a new list.
 */
export function previousBuilds(retention: Retention = retentionFromEnv()): Plugin {
  return {
    name: 'previous-builds',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const files = Object.keys(context.bundle ?? {}).filter((file) => file.startsWith('assets/'))
        return html.replace('</title>', `</title>\n    <meta name="${BUILD_META}" content="${buildId(files.map(original))}" />`)
      },
    },
    writeBundle(options, bundle) {
      if (!options.dir) return
      const page = bundle['index.html']
      const named = page?.type === 'asset' ? new RegExp(`<meta name="${BUILD_META}" content="(\\w+)"`).exec(String(page.source))?.[1] : undefined
      const files = Object.keys(bundle).filter((file) => file.startsWith('assets/'))
      recordBuild(options.dir, files, retention, new Date(), named ?? buildId(files.map(original)))
    },
  }
}
