import type { MappingAlgorithm } from 'antd'
import defaultAlgorithm from 'antd/es/theme/themes/default'
import precomputed from './design-map-token.json'

type Seed = Parameters<MappingAlgorithm>[0]
type MapToken = ReturnType<MappingAlgorithm>

/**
 * antd's default theme algorithm (seed tokens to map tokens: the colour palettes, sizes, radii),
 * with its answer for the console's own seed read from `design-map-token.json` instead of computed
 * while the first screen renders: about 80 ms of main thread with the CPU slowed 4x, on every
 * cold load, in antd's first `useToken`. Any other seed (another theme, a component's own
 * algorithm) is computed as antd computes it, so a stale file costs time, never a wrong colour;
 * `precomputed-algorithm.test.ts` checks the file against antd and rewrites it (`vitest -u`).
 */
export const precomputedDefaultAlgorithm: MappingAlgorithm = (seed) => (isPrecomputedSeed(seed) ? ({ ...precomputed.map } as MapToken) : defaultAlgorithm(seed))

function isPrecomputedSeed(seed: Seed): boolean {
  const saved = precomputed.seed as Record<string, unknown>
  const given = seed as unknown as Record<string, unknown>
  const keys = Object.keys(given)
  return keys.length === Object.keys(saved).length && keys.every((key) => given[key] === saved[key])
}
