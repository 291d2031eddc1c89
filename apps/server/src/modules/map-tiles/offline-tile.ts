import { encodePng, type Rgb } from './png'

export const TILE_SIZE = 256
const PAPER: Rgb = [244, 243, 239]
const GRID: Rgb = [230, 228, 221]
const EDGE: Rgb = [218, 215, 206]

/**
 * The offline stand-in for map imagery: a light neutral square with faint grid lines, so pins and
 * panning stay readable without internet. Every tile looks the same, so one image is built once.
 */
function drawTile(): Buffer {
  return encodePng(TILE_SIZE, TILE_SIZE, (x, y) => {
    if (x === 0 || y === 0) return EDGE
    if (x % 64 === 0 || y % 64 === 0) return GRID
    return PAPER
  })
}

let cached: Buffer | undefined

export function offlineTile(): Buffer {
  cached ??= drawTile()
  return cached
}
