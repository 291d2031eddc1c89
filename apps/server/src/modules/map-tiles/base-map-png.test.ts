import { describe, expect, it } from 'vitest'
import { rasterizeTile } from './base-map-png'
import { LABEL_FONT_FAMILY } from './base-map-tile'
import { pngSize } from '../../test/fuzz/png'

const svgWith = (content: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256"><rect width="256" height="256" fill="#ffffff"/>${content}</svg>`

describe('tiles rasterized', () => {
  it('draw city names with the font shipped in npm, whatever fonts the server has', async () => {
    // Without a face for the label, the text would be left out silently and both images would be blank.
    const label = `<text x="20" y="120" font-family="${LABEL_FONT_FAMILY}" font-size="11" fill="#595959">Houston</text>`
    const [named, blank] = await Promise.all([rasterizeTile(svgWith(label), 1), rasterizeTile(svgWith(''), 1)])
    expect(named.equals(blank)).toBe(false)
  })

  it('draw a high-density tile at twice the size', async () => {
    const png = await rasterizeTile(svgWith(''), 2)
    expect(pngSize(png)).toEqual([512, 512])
  })
})
