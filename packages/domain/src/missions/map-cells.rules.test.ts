import { describe, expect, it } from 'vitest'
import { MAP_CELL_PIXELS, mapCellOf, mapCellsAcross } from './map-cells.rules'
import { missionMapCellsQuerySchema, SOUTH_AFTER_NORTH, WEST_AFTER_EAST } from './map-cells.schema'

describe('mapCellOf', () => {
  it('cuts the world into 64-pixel squares at each zoom', () => {
    expect(MAP_CELL_PIXELS).toBe(64)
    expect(mapCellsAcross(0)).toBe(4)
    expect(mapCellsAcross(10)).toBe(4096)
  })

  it('counts columns from the antimeridian and rows from the north, on web mercator', () => {
    expect(mapCellOf(0, 0, 0)).toEqual({ column: 2, row: 2 })
    expect(mapCellOf(0.0001, -0.0001, 0)).toEqual({ column: 1, row: 1 })
    expect(mapCellOf(85.0511, -180, 3)).toEqual({ column: 0, row: 0 })
    // The poles and the antimeridian stay inside the grid.
    expect(mapCellOf(90, 180, 3)).toEqual({ column: 31, row: 0 })
    expect(mapCellOf(-90, 180, 3)).toEqual({ column: 31, row: 31 })
    // Chicago at zoom 10: pixel (67,262, 97,432) of the world (262,144 across), by the tan form of the projection.
    expect(mapCellOf(41.8781, -87.6298, 10)).toEqual({ column: Math.floor(67_262 / 64), row: Math.floor(97_432 / 64) })
  })

  it('halves a cell at each zoom level: a cell at z+1 lies inside one cell at z', () => {
    for (const [lat, lng] of [
      [41.8781, -87.6298],
      [34.05, -118.24],
      [-33.86, 151.2],
    ] as const) {
      for (let zoom = 0; zoom < 18; zoom++) {
        const outer = mapCellOf(lat, lng, zoom)
        const inner = mapCellOf(lat, lng, zoom + 1)
        expect({ column: Math.floor(inner.column / 2), row: Math.floor(inner.row / 2) }).toEqual(outer)
      }
    }
  })
})

describe('missionMapCellsQuerySchema', () => {
  const box = { missionIdentity: 'ABCDEFGHIJ12', south: 40, west: -90, north: 42, east: -86, zoom: 8 }

  it('takes a box inside the world and a whole zoom 0..22, with the labels unless told not to', () => {
    expect(missionMapCellsQuerySchema.parse(box)).toEqual({ ...box, labels: true })
    expect(missionMapCellsQuerySchema.parse({ ...box, labels: false })).toEqual({ ...box, labels: false })
  })

  it('names the field of each mistake', () => {
    const fields = (input: object) =>
      missionMapCellsQuerySchema.safeParse({ ...box, ...input }).error?.issues.map((issue) => [issue.path.join('.'), issue.message])
    expect(fields({ south: -91 })?.[0]?.[0]).toBe('south')
    expect(fields({ east: 181 })?.[0]?.[0]).toBe('east')
    expect(fields({ zoom: 23 })?.[0]?.[0]).toBe('zoom')
    expect(fields({ zoom: 2.5 })?.[0]?.[0]).toBe('zoom')
    expect(fields({ south: 43 })).toEqual([['south', SOUTH_AFTER_NORTH]])
    expect(fields({ west: -80 })).toEqual([['west', WEST_AFTER_EAST]])
  })
})
