import { describe, expect, it } from 'vitest'
import { LOGO_EMPTY, LOGO_MAX_BYTES, LOGO_NOT_AN_IMAGE, LOGO_TOO_LARGE, logoProblem, sniffLogoType } from './customer-logo.rules'

// The package has no DOM or Node types, so no TextEncoder; every sample here is ASCII.
const ascii = (text: string): Uint8Array => Uint8Array.from(text, (char) => char.charCodeAt(0))

const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])
const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 1])
const gif = ascii('GIF89a....')
const webp = ascii('RIFF\0\0\0\0WEBPVP8 ')

describe('logo type by magic bytes', () => {
  it('recognises PNG, JPEG, GIF and WebP', () => {
    expect(sniffLogoType(png)).toBe('image/png')
    expect(sniffLogoType(jpeg)).toBe('image/jpeg')
    expect(sniffLogoType(gif)).toBe('image/gif')
    expect(sniffLogoType(webp)).toBe('image/webp')
  })
  it('refuses anything else, whatever its name says', () => {
    expect(sniffLogoType(ascii('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined()
    expect(sniffLogoType(ascii('RIFF\0\0\0\0WAVE'))).toBeUndefined()
    expect(sniffLogoType(png.slice(0, 4))).toBeUndefined()
  })
})

describe('logo problems', () => {
  it('names what is wrong', () => {
    expect(logoProblem(png)).toBeUndefined()
    expect(logoProblem(new Uint8Array())).toBe(LOGO_EMPTY)
    expect(logoProblem(ascii('hello'))).toBe(LOGO_NOT_AN_IMAGE)
    expect(logoProblem(png, true)).toBe(LOGO_TOO_LARGE)
    const big = new Uint8Array(LOGO_MAX_BYTES + 1)
    big.set(png)
    expect(logoProblem(big)).toBe(LOGO_TOO_LARGE)
    expect(logoProblem(big.slice(0, LOGO_MAX_BYTES))).toBeUndefined()
  })
})
