import { hash, type Algorithm } from '@node-rs/argon2'

// @node-rs/argon2 exports Algorithm as a const enum, which isolatedModules cannot read: 2 = Argon2id.
const ARGON2ID = 2 as Algorithm

/** Argon2id PHC string (random salt: password hashes are the one non-deterministic part of the seed). */
export const hashPassword = (password: string): Promise<string> => hash(password, { algorithm: ARGON2ID })
