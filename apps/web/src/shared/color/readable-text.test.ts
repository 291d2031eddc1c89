import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { contrastRatio, readableTextColor } from './readable-text'

describe('text colour on a tint', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1)
    // antd's green on its tag tint: the 3.37 axe reported.
    expect(contrastRatio('#389e0d', '#f6ffed')).toBeCloseTo(3.37, 1)
  })

  it('keeps a dark enough colour as it is and darkens a light one just to 4.5:1', () => {
    expect(readableTextColor('#595959')).toBe('#595959')
    const green = readableTextColor('#52c41a', '#effce8')
    expect(contrastRatio(green, '#effce8')).toBeGreaterThanOrEqual(4.5)
    expect(contrastRatio(green, '#effce8')).toBeLessThan(5.5)
  })

  it('always reaches 4.5:1 on white', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (value) => {
        const hex = `#${value.toString(16).padStart(6, '0')}`
        expect(contrastRatio(readableTextColor(hex), '#ffffff')).toBeGreaterThanOrEqual(4.5)
      }),
    )
  })
})
