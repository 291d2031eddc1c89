import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible'
import type { Database } from '../../db/connection'
import { signInThrottle } from '../../db/schema'

/** The policy written in docs/sign-in-security.md. */
export const SIGN_IN_POLICY = {
  accountFailures: 5,
  addressFailures: 50,
  failureWindowSeconds: 15 * 60,
  firstAccountLockSeconds: 60,
  maxAccountLockSeconds: 15 * 60,
  /** How long earlier lockouts of an account count towards the doubling. */
  lockoutMemorySeconds: 24 * 3600,
  addressLockSeconds: 15 * 60,
} as const

export interface SignInAttempt {
  /** The e-mail as typed; counted trimmed and lower-cased, whether or not an account has it. */
  email: string
  clientAddress: string
}

export type Admission = { locked: false; accountAttempts: number; addressAttempts: number } | { locked: true; retryAfterSeconds: number }

export interface Lockout {
  scope: 'account' | 'address'
  lockedSeconds: number
}

export interface SignInThrottle {
  /** Counts the attempt before the password is checked, so parallel guesses cannot slip past the limit. */
  admit(attempt: SignInAttempt): Promise<Admission>
  /** A right password: the account starts afresh, and the attempt does not count against the address. */
  succeeded(attempt: SignInAttempt): Promise<void>
  /** A wrong password: the lockouts it started, if any. */
  failed(attempt: SignInAttempt, admission: Admission & { locked: false }): Promise<Lockout[]>
}

/** E-mail addresses are at most 254 characters; a longer input must not make an oversized key. */
export const accountKey = (email: string): string => email.trim().toLowerCase().slice(0, 320)

async function take(limiter: RateLimiterDrizzle, key: string): Promise<{ allowed: boolean; res: RateLimiterRes }> {
  try {
    return { allowed: true, res: await limiter.consume(key) }
  } catch (refusal) {
    // The limiter rejects with its result when the key is over its points (or blocked).
    if (refusal instanceof RateLimiterRes) return { allowed: false, res: refusal }
    throw refusal
  }
}

const retryAfter = (res: RateLimiterRes): number => Math.max(1, Math.ceil(res.msBeforeNext / 1000))

/** Failure counters and lockouts kept in `sign_in_throttle`, shared by every server process. */
export function createSignInThrottle(db: Database): SignInThrottle {
  const policy = SIGN_IN_POLICY
  const limiter = (keyPrefix: string, points: number, duration: number, clearExpiredByTimeout = false) =>
    new RateLimiterDrizzle({ storeClient: db, schema: signInThrottle, keyPrefix, points, duration, clearExpiredByTimeout })
  // One of them sweeps expired rows of the whole table.
  const failuresByAccount = limiter('sign-in-account', policy.accountFailures, policy.failureWindowSeconds, true)
  const failuresByAddress = limiter('sign-in-address', policy.addressFailures, policy.failureWindowSeconds)
  const lockoutsByAccount = limiter('sign-in-lockouts', Number.MAX_SAFE_INTEGER, policy.lockoutMemorySeconds)

  return {
    async admit({ email, clientAddress }) {
      const address = await take(failuresByAddress, clientAddress)
      if (!address.allowed) return { locked: true, retryAfterSeconds: retryAfter(address.res) }
      const account = await take(failuresByAccount, accountKey(email))
      if (!account.allowed) {
        // Tries at a locked account check no password, so they do not use up the address's budget.
        await failuresByAddress.reward(clientAddress)
        return { locked: true, retryAfterSeconds: retryAfter(account.res) }
      }
      return { locked: false, accountAttempts: account.res.consumedPoints, addressAttempts: address.res.consumedPoints }
    },

    async succeeded({ email, clientAddress }) {
      await failuresByAccount.delete(accountKey(email))
      await lockoutsByAccount.delete(accountKey(email))
      await failuresByAddress.reward(clientAddress)
    },

    async failed({ email, clientAddress }, admission) {
      const lockouts: Lockout[] = []
      // Attempts are counted when admitted, so exactly one failing attempt sees the limit reached.
      if (admission.accountAttempts >= policy.accountFailures) {
        const earlier = (await lockoutsByAccount.consume(accountKey(email))).consumedPoints - 1
        const lockedSeconds = Math.min(policy.firstAccountLockSeconds * 2 ** earlier, policy.maxAccountLockSeconds)
        await failuresByAccount.block(accountKey(email), lockedSeconds)
        lockouts.push({ scope: 'account', lockedSeconds })
      }
      if (admission.addressAttempts >= policy.addressFailures) {
        await failuresByAddress.block(clientAddress, policy.addressLockSeconds)
        lockouts.push({ scope: 'address', lockedSeconds: policy.addressLockSeconds })
      }
      return lockouts
    },
  }
}
