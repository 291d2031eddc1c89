// @vitest-environment node
// The console's bundle budget (issue 15): the JavaScript each route needs before its first render,
// gzip, from a production build of the console made here into a temp folder.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FIRST_SCREENS } from './first-screens'
import { ROUTE_PRELOADS_FILE, type RoutePreload } from './route-preloads'
import { buildWithConsoleConfig, type BuiltModule, kib, readManifest, ROUTE_LOADS, routeFiles, routeWeights, type RouteWeight } from './route-weight'

/** The goal for every route, KiB gzip. */
const BUDGET_KIB = 350

/**
 * Routes still over the goal, each held to about its size now so it can only shrink. When one
 * fits the goal, the test asks for its line here to go. None is left: every route fits.
 */
const STILL_OVER_BUDGET_KIB: Record<string, number> = {}

/** Code no first screen needs before it shows: it must stay out of the entry's static graph. */
const NOT_IN_THE_SHELL = [
  'leaflet',
  'react-leaflet',
  'papaparse',
  '@e965/xlsx',
  '@rc-component/picker',
  '@rc-component/table',
  '@rc-component/tree',
  '@rc-component/steps',
  '@rc-component/upload',
  '@rc-component/slider',
  'antd/es/table',
  'antd/es/date-picker',
  'antd/es/result',
  'zod',
]

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-bundle-budget-'))
let modulesByFile: Map<string, BuiltModule[]>
let weights: RouteWeight[]

beforeAll(async () => {
  modulesByFile = await buildWithConsoleConfig(dist)
  weights = routeWeights(dist)
  console.log(
    `JavaScript before first render, gzip (goal ${BUDGET_KIB} KiB):\n` +
      weights.map((w) => `  ${w.route.padEnd(40)} ${kib(w.gzipBytes).padStart(6)} KiB in ${w.files.length} files`).join('\n'),
  )
}, 300_000)
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }))

describe('the console bundle', () => {
  it('stays within each route budget', () => {
    const over = weights.filter((w) => w.gzipBytes / 1024 > (STILL_OVER_BUDGET_KIB[w.route] ?? BUDGET_KIB))
    expect(over.map((w) => `${w.route}: ${kib(w.gzipBytes)} KiB > ${STILL_OVER_BUDGET_KIB[w.route] ?? BUDGET_KIB} KiB`)).toEqual([])
  })

  it('lists no exception that now fits the goal (remove its line from STILL_OVER_BUDGET_KIB)', () => {
    const fitting = weights.filter((w) => w.route in STILL_OVER_BUDGET_KIB && w.gzipBytes / 1024 <= BUDGET_KIB).map((w) => w.route)
    expect(fitting).toEqual([])
    expect(Object.keys(STILL_OVER_BUDGET_KIB).filter((route) => !ROUTE_LOADS.some((load) => load.route === route))).toEqual([])
  })

  it('keeps maps, spreadsheets, tables, date pickers and the schemas out of the shell', () => {
    const shellFiles = routeFiles(readManifest(dist), [])
    const shellModules = shellFiles.flatMap((file) => modulesByFile.get(file) ?? [])
    expect(shellModules.length).toBeGreaterThan(0)
    // Locale tables and what tree-shaking left of a package (a constant, a context) do not count.
    const code = shellModules.filter((module) => module.bytes > 1024 && !module.id.includes('/locale/'))
    const found = NOT_IN_THE_SHELL.filter((name) => code.some((module) => module.id.includes(`/node_modules/${name}/`)))
    expect(found).toEqual([])
  })

  it('lists, for the server to announce, each screen’s code beyond the entry’s (route-preloads.json)', () => {
    const manifest = readManifest(dist)
    const preloads = JSON.parse(fs.readFileSync(path.join(dist, ROUTE_PRELOADS_FILE), 'utf8')) as RoutePreload[]
    const inEntry = new Set(routeFiles(manifest, []))
    expect(preloads.map((preload) => [preload.path, preload.query])).toEqual(FIRST_SCREENS.map((screen) => [screen.path, screen.query]))
    FIRST_SCREENS.forEach((screen, i) => {
      const beyondEntry = routeFiles(manifest, screen.lazy).filter((file) => !inEntry.has(file))
      expect(beyondEntry.length, screen.route).toBeGreaterThan(0)
      expect(new Set(preloads[i]!.scripts), screen.route).toEqual(new Set(beyondEntry))
    })
  })
})
