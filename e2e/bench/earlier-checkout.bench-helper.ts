// An earlier commit's console, built and served beside this one, for a before/after comparison
// measured in one run (the console-weight bench's CONSOLE_WEIGHT_BEFORE). The checkout is a plain
// `git worktree add <dir> <commit>`; it borrows this repository's installed packages (an earlier
// commit's dependencies are a subset of today's), except its own workspace packages.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const repo = path.resolve(import.meta.dirname, '../..')

/** The checkout's node_modules: a link to each of ours, but `@mc/*` (relative links) resolving to the checkout's own code. */
function borrowPackages(checkout: string): void {
  const own = path.join(repo, 'node_modules')
  const theirs = path.join(checkout, 'node_modules')
  if (!fs.existsSync(theirs)) {
    fs.mkdirSync(theirs)
    for (const entry of fs.readdirSync(own)) {
      if (entry === '@mc') fs.cpSync(path.join(own, entry), path.join(theirs, entry), { recursive: true, verbatimSymlinks: true })
      else fs.symlinkSync(path.join(own, entry), path.join(theirs, entry))
    }
  }
  for (const workspace of ['apps/server', 'apps/web']) {
    const nested = path.join(repo, workspace, 'node_modules')
    const target = path.join(checkout, workspace, 'node_modules')
    if (fs.existsSync(nested) && !fs.existsSync(target)) fs.symlinkSync(nested, target)
  }
}

/** Builds the checkout's console with its own Vite config into `outDir`, precompressed as a release is. */
export function buildEarlierConsole(checkout: string, outDir: string): void {
  if (!fs.existsSync(path.join(checkout, 'apps/web/vite.config.ts'))) throw new Error(`${checkout} is not a checkout of this repository`)
  borrowPackages(checkout)
  const web = path.join(checkout, 'apps/web')
  const env = { ...process.env, NODE_ENV: 'production' }
  const vite = spawnSync(process.execPath, [path.join(repo, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: web,
    env,
    encoding: 'utf8',
  })
  if (vite.status !== 0) throw new Error(`building ${checkout}'s console failed:\n${vite.stderr}`)
  const precompress = spawnSync(process.execPath, [path.join(web, 'scripts/precompress.mjs'), outDir], { encoding: 'utf8' })
  if (precompress.status !== 0) throw new Error(`precompressing ${checkout}'s console failed:\n${precompress.stderr}`)
}

/** The commit a checkout holds, for the report. */
export function describeCheckout(checkout: string): string {
  const git = spawnSync('git', ['-C', checkout, 'log', '-1', '--format=%h %s'], { encoding: 'utf8' })
  return git.status === 0 ? git.stdout.trim().slice(0, 80) : checkout
}
