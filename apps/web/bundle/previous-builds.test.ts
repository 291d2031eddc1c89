// @vitest-environment node
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { buildId, copiesOf, recordBuild, retentionFromEnv, type BuildRecord } from './previous-builds'

const dirs: string[] = []
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))

/** A dist/ with a build's files (and the copies precompress and the source maps add) written as Vite would. */
function distWith(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-builds-'))
  dirs.push(dist)
  fs.mkdirSync(path.join(dist, 'assets'))
  return dist
}
function write(dist: string, files: string[]) {
  for (const file of files) for (const suffix of ['', '.br', '.gz', '.map']) fs.writeFileSync(path.join(dist, file + suffix), file)
}
const day = 86_400_000
const at = (ms: number) => new Date(Date.UTC(2026, 10, 1) + ms)
const build = (n: number) => [`assets/index-B${n}.js`, `assets/Screen-B${n}.js`, 'assets/Shared-Same.js']

describe('the builds dist/ keeps (issue 38)', () => {
  it('keeps the current build and the three before it, removing the fifth with its copies but not a file a kept build shares', () => {
    const dist = distWith()
    const kept: BuildRecord[][] = []
    for (let n = 1; n <= 5; n++) {
      write(dist, build(n))
      kept.push(recordBuild(dist, build(n), { previousBuilds: 3, days: 7 }, at(n * 60_000)))
    }
    expect(kept.at(-1)!.map((record) => record.files)).toEqual([build(5), build(4), build(3), build(2)].map((files) => [...files].sort()))
    expect(copiesOf(dist, 'assets/Screen-B1.js')).toEqual([])
    expect(copiesOf(dist, 'assets/Screen-B2.js')).toHaveLength(4)
    expect(copiesOf(dist, 'assets/Shared-Same.js')).toHaveLength(4)
    const list = JSON.parse(fs.readFileSync(path.join(dist, 'builds.json'), 'utf8')) as { builds: BuildRecord[] }
    expect(list.builds[0]).toMatchObject({ id: buildId(build(5)) })
    expect(list.builds[0]!.replacedAt).toBeUndefined()
    expect(list.builds[1]!.replacedAt).toBe(at(5 * 60_000).toISOString())
  })

  it('drops a previous build replaced more than the retention’s days ago, however few builds there were', () => {
    const dist = distWith()
    write(dist, build(1))
    recordBuild(dist, build(1), { previousBuilds: 3, days: 7 }, at(0))
    write(dist, build(2))
    recordBuild(dist, build(2), { previousBuilds: 3, days: 7 }, at(day))
    write(dist, build(3))
    const kept = recordBuild(dist, build(3), { previousBuilds: 3, days: 7 }, at(9 * day))
    // Build 1 was replaced on day 1 (8 days before), build 2 just now.
    expect(kept.map((record) => record.id)).toEqual([buildId(build(3)), buildId(build(2))])
    expect(copiesOf(dist, 'assets/index-B1.js')).toEqual([])
  })

  it('counts files no list names (a build from before the list) as a build replaced now, and the same build made again as one', () => {
    const dist = distWith()
    write(dist, ['assets/index-Old.js'])
    write(dist, build(1))
    expect(recordBuild(dist, build(1), { previousBuilds: 3, days: 7 }, at(0)).map((record) => record.files)).toEqual([
      [...build(1)].sort(),
      ['assets/index-Old.js'],
    ])
    const again = recordBuild(dist, build(1), { previousBuilds: 3, days: 7 }, at(60_000))
    expect(again.map((record) => record.id)).toEqual([buildId(build(1)), buildId(['assets/index-Old.js'])])
    expect(again[0]!.builtAt).toBe(at(0).toISOString())
  })

  it('keeps none of the previous builds with a retention of 0', () => {
    const dist = distWith()
    write(dist, build(1))
    recordBuild(dist, build(1), retentionFromEnv({}), at(0))
    write(dist, build(2))
    expect(recordBuild(dist, build(2), retentionFromEnv({ MC_KEEP_BUILDS: '0' }), at(60_000))).toHaveLength(1)
    expect(fs.readdirSync(path.join(dist, 'assets')).sort()).toEqual(
      copiesOf(dist, 'assets/Screen-B2.js')
        .concat(copiesOf(dist, 'assets/Shared-Same.js'), copiesOf(dist, 'assets/index-B2.js'))
        .map((file) => file.slice('assets/'.length))
        .sort(),
    )
  })

  it('reads the retention from the environment, the defaults otherwise', () => {
    expect(retentionFromEnv({})).toEqual({ previousBuilds: 3, days: 7 })
    expect(retentionFromEnv({ MC_KEEP_BUILDS: '5', MC_KEEP_BUILD_DAYS: '30' })).toEqual({ previousBuilds: 5, days: 30 })
    expect(retentionFromEnv({ MC_KEEP_BUILDS: 'many' })).toEqual({ previousBuilds: 3, days: 7 })
  })
})
