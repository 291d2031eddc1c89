import { createRequire } from 'node:module'
import { renderAsync } from '@resvg/resvg-js'
import { LABEL_FONT_FAMILY, TILE_SIZE } from './base-map-tile'

/** The city names' face, from npm (DejaVu Sans, free licence): a server without system fonts still names its cities. */
const LABEL_FONT_FILE = createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')

/**
 * A tile's SVG as PNG, `scale` times its 256 px (2 for high-density screens). The browser decodes a
 * PNG off its main thread, while every SVG image is a document it parses and paints on it: twelve
 * SVG tiles held a slowed laptop's first map paint back by about 200 ms. Drawn on libuv's thread
 * pool, so a tile being drawn does not hold up the API.
 */
export async function rasterizeTile(svg: string, scale: 1 | 2): Promise<Buffer> {
  const image = await renderAsync(svg, {
    fitTo: { mode: 'width', value: TILE_SIZE * scale },
    font: { loadSystemFonts: false, fontFiles: [LABEL_FONT_FILE], defaultFontFamily: LABEL_FONT_FAMILY },
    logLevel: 'off',
  })
  return image.asPng()
}
