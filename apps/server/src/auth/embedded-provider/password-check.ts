import { sql } from 'drizzle-orm'
import { type Queryable, queryRows } from '../../db/pg-statement'
import { randomBytes } from 'node:crypto'
import { verify } from '@node-rs/argon2'
import { hashPassword } from '../../db/seed/passwords'

export type PasswordCheck = (email: string, password: string) => Promise<boolean>

/**
 * Checks a sign-in's password against the active account of that e-mail. An unknown, inactive or
 * deleted account is verified against a dummy hash all the same, so the answer takes as long
 * either way and its timing does not tell which e-mails have accounts.
 */
export async function createPasswordCheck(pool: Queryable): Promise<PasswordCheck> {
  // Made with the function that makes account hashes, so it costs what a real verification costs.
  const dummyHash = await hashPassword(randomBytes(24).toString('base64url'))
  return async (email, password) => {
    const result = await queryRows<{ password_hash: string }>(
      pool,
      sql`select password_hash from staff_accounts where lower(email) = lower(${email}) and is_active`,
    )
    const hash = result[0]?.password_hash
    const matches = await verify(hash ?? dummyHash, password).catch(() => false)
    return !!hash && matches
  }
}
