import { createHash, randomBytes } from 'node:crypto'
import { hash, type Algorithm } from '@node-rs/argon2'

// @node-rs/argon2 exports Algorithm as a const enum, which isolatedModules cannot read: 2 = Argon2id.
const ARGON2ID = 2 as Algorithm

/** Argon2id PHC string of a Maya user's password; the password itself is never stored. */
export const hashMayaPassword = (password: string): Promise<string> => hash(password, { algorithm: ARGON2ID })

/** A fresh API token (shown once) and the SHA-256 hex kept in its place. */
export function newApiToken(): { token: string; tokenHash: string } {
  const token = `maya_${randomBytes(32).toString('base64url')}`
  return { token, tokenHash: createHash('sha256').update(token).digest('hex') }
}
