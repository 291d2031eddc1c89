import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { offlineTile, TILE_SIZE } from './offline-tile'

/** Reads back the RGB pixel rows of a PNG written by encodePng (one IDAT chunk, filter 0). */
function decode(png: Buffer): { width: number; height: number; pixel: (x: number, y: number) => number[] } {
  const width = png.readUInt32BE(16)
  const height = png.readUInt32BE(20)
  const idatLength = png.readUInt32BE(33)
  expect(png.toString('ascii', 37, 41)).toBe('IDAT')
  const raw = zlib.inflateSync(png.subarray(41, 41 + idatLength))
  const stride = width * 3 + 1
  return { width, height, pixel: (x, y) => [...raw.subarray(y * stride + 1 + x * 3, y * stride + 4 + x * 3)] }
}

describe('offline tile', () => {
  it('is a 256 px PNG with a light background and a darker grid', () => {
    const tile = decode(offlineTile())
    expect([tile.width, tile.height]).toEqual([TILE_SIZE, TILE_SIZE])
    const background = tile.pixel(10, 10)
    const grid = tile.pixel(64, 10)
    expect(Math.min(...background)).toBeGreaterThan(230)
    expect(grid.reduce((a, b) => a + b)).toBeLessThan(background.reduce((a, b) => a + b))
  })

  it('is built once and reused', () => {
    expect(offlineTile()).toBe(offlineTile())
  })
})
