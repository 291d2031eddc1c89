import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { connect, type DatabaseHandle } from '../../db/connection'
import { radiusBox } from './coverage.repository'

// radiusBox stands between a coverage report and the pins' point index: a pin it leaves out is a
// pin the report never counts. So it is held against earthdistance's own distance, on the
// database, for centres anywhere on the globe (poles and the 180th meridian included).
let handle: DatabaseHandle

beforeAll(() => {
  handle = connect(inject('databaseUrl'), inject('databaseKind') === 'pglite')
})
afterAll(async () => handle?.pool.end())

interface Probe {
  lat: number
  lng: number
  metres: number
}

/** For each probe point: whether radiusBox around the centre holds it, and whether it lies within the radius. */
async function classify(centre: Probe, points: readonly { lat: number; lng: number }[]) {
  const { rows } = await handle.pool.query<{ inside: boolean; near: boolean }>(
    `select point(p.lng, p.lat) <@ (${radiusBox('$1::float8', '$2::float8', '$3::float8')}) as inside,
            earth_distance(ll_to_earth($1, $2), ll_to_earth(p.lat, p.lng)) <= $3 as near
       from unnest($4::float8[], $5::float8[]) as p(lat, lng)`,
    [centre.lat, centre.lng, centre.metres, points.map((p) => p.lat), points.map((p) => p.lng)],
  )
  return rows
}

// Millionths of a degree, as coordinates are stored (arbitrary doubles include subnormals that
// ll_to_earth's trigonometry underflows on).
const degrees = (max: number) => fc.integer({ min: -max * 1e6, max: max * 1e6 }).map((micro) => micro / 1e6)
const latitude = fc.oneof(degrees(89.999), fc.constantFrom(-89.99, 0, 45, 89.99))
const longitude = fc.oneof(degrees(180), fc.constantFrom(-179.999, 179.999, 0))
const centre = fc.record({ lat: latitude, lng: longitude, metres: fc.integer({ min: 50, max: 500_000 }) })
const offset = degrees(1)

describe('radiusBox', () => {
  it('holds every point within the radius, wherever the centre is', async () => {
    await fc.assert(
      fc.asyncProperty(centre, fc.array(fc.tuple(offset, offset), { minLength: 1, maxLength: 60 }), async (c, offsets) => {
        // Points scattered over twice the circle's reach in degrees (longitudes wrapped), so many
        // fall near its edge and some across the meridian.
        const reach = (2 * c.metres) / 111_000
        const points = offsets.map(([dy, dx]) => {
          const lat = Math.round(Math.max(-90, Math.min(90, c.lat + dy * reach)) * 1e6) / 1e6
          const spread = reach / Math.max(Math.cos((c.lat * Math.PI) / 180), 0.01)
          const lng = Math.round((((((c.lng + dx * spread + 180) % 360) + 360) % 360) - 180) * 1e6) / 1e6
          return { lat, lng }
        })
        const rows = await classify(c, points)
        rows.forEach((row, index) => {
          if (row.near) expect({ point: points[index], inside: row.inside }).toEqual({ point: points[index], inside: true })
        })
      }),
      { numRuns: 150 },
    )
  })

  it('stays a small box around a store away from the poles and the meridian', async () => {
    // 10 miles around Philadelphia: a box about 0.3 degrees across, not the whole band of longitudes.
    const { rows } = await handle.pool.query<{ width: number; height: number }>(
      `select width(b) as width, height(b) as height from (select ${radiusBox('39.95::float8', '-75.16::float8', '16093::float8')} as b) x`,
    )
    expect(rows[0]!.height).toBeCloseTo(0.2894, 3)
    expect(rows[0]!.width).toBeGreaterThan(0.37)
    expect(rows[0]!.width).toBeLessThan(0.38)
  })
})
