function base64Url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

export function randomToken(byteLength = 32): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(byteLength)))
}

/** RFC 7636 S256: the challenge is the base64url SHA-256 of the verifier. */
export async function challengeFor(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))
  return base64Url(new Uint8Array(digest))
}

/** Reads a JWT's claims without verifying it: the server verifies every call; the browser only displays. */
export function decodeJwtClaims<T = Record<string, unknown>>(jwt: string): T {
  const part = jwt.split('.')[1]
  if (!part) throw new Error('Malformed token')
  const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'))
  const bytes = Uint8Array.from(json, (c) => c.charCodeAt(0))
  return JSON.parse(new TextDecoder().decode(bytes)) as T
}
