/**
 * Logo uploads (000 §3: "the logo image is uploaded ... under the customer
 * identity"). The spec sets no type or size limits; these are ours: the image
 * types every browser shows, recognised by their first bytes rather than by
 * the file name or the declared content type, and at most 2 MB.
 */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024

export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const
export type LogoType = (typeof LOGO_TYPES)[number]

export const LOGO_NOT_AN_IMAGE = 'The logo must be a PNG, JPEG, GIF or WebP image'
export const LOGO_TOO_LARGE = 'The logo must not be larger than 2 MB'
export const LOGO_EMPTY = 'The logo file is empty'

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte)

/** The image type a file's magic bytes announce, or undefined when it is none of LOGO_TYPES. */
export function sniffLogoType(bytes: Uint8Array): LogoType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return 'image/gif'
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp'
  return undefined
}

/** Why a logo is refused, or undefined when it is fine. */
export function logoProblem(bytes: Uint8Array, truncated = false): string | undefined {
  if (truncated || bytes.length > LOGO_MAX_BYTES) return LOGO_TOO_LARGE
  if (bytes.length === 0) return LOGO_EMPTY
  return sniffLogoType(bytes) ? undefined : LOGO_NOT_AN_IMAGE
}
