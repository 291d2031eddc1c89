import { sql } from 'drizzle-orm'
import { queryRows } from '../db/pg-statement'
import { createHash } from 'node:crypto'
import type pg from 'pg'

export const MISSION_CONTROL_APP = 'Mission Control'
export const ADMIN_WORKBENCH_APP = 'Admin Workbench'

export interface StaffMember {
  id: number
  identity: string
  firstName: string
  lastName: string
  isAdmin: boolean
  applications: string[]
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

export interface StaffLookup {
  revoked: boolean
  staff?: StaffMember
}

/** One round trip: whether the token was logged out, and the active employee behind the e-mail. */
export async function lookUpStaff(pool: pg.Pool, email: string, token: string): Promise<StaffLookup> {
  const result = await queryRows<{ revoked: boolean; staff: StaffMember | null }>(
    pool,
    sql`select exists(select 1 from revoked_tokens where token_hash = ${tokenHash(token)}) as revoked,
      (select json_build_object('id', e.id, 'identity', e.identity, 'firstName', e.first_name, 'lastName', e.last_name,
         'isAdmin', e.is_admin,
         'applications', coalesce((select json_agg(a.name) from employee_applications ea
            join applications a on a.id = ea.application_id where ea.employee_id = e.id), '[]'::json))
       from employee_credentials c join employees e on e.id = c.employee_id
       where lower(c.email) = lower(${email}) and c.is_active and not c.is_deleted and e.is_active
       limit 1) as staff`,
  )
  const row = result[0]!
  return { revoked: row.revoked, staff: row.staff ?? undefined }
}

interface CachedLookup {
  expiresAt: number
  lookup: Promise<StaffLookup>
}

/** Lookups of one database (one pool), by token hash; a bounded number, oldest dropped first. */
const caches = new WeakMap<pg.Pool, Map<string, CachedLookup>>()
const MAX_CACHED_TOKENS = 10_000

function cacheOf(pool: pg.Pool): Map<string, CachedLookup> {
  let cache = caches.get(pool)
  if (!cache) caches.set(pool, (cache = new Map()))
  return cache
}

/**
 * lookUpStaff, remembered for `ttlMs` per token (docs/SECURITY.md, "Staff lookup cache"): a token
 * logged out or an employee deactivated through this process is refused at once (see
 * forgetStaffToken, forgetAllStaff); through another process, or by a direct change to the
 * database, within `ttlMs`. Concurrent requests with one token share one lookup. `ttlMs` 0: no cache.
 */
export async function cachedStaffLookup(pool: pg.Pool, email: string, token: string, ttlMs: number): Promise<StaffLookup> {
  if (ttlMs <= 0) return lookUpStaff(pool, email, token)
  const cache = cacheOf(pool)
  const key = tokenHash(token)
  const now = Date.now()
  const hit = cache.get(key)
  if (hit && hit.expiresAt > now) return hit.lookup
  cache.delete(key)
  const lookup = lookUpStaff(pool, email, token)
  cache.set(key, { expiresAt: now + ttlMs, lookup })
  // A failed lookup is not remembered: the next request asks the database again.
  lookup.catch(() => cache.get(key)?.lookup === lookup && cache.delete(key))
  // A Map iterates in insertion order: the first keys are the oldest lookups.
  for (const oldest of cache.keys()) {
    if (cache.size <= MAX_CACHED_TOKENS) break
    cache.delete(oldest)
  }
  return lookup
}

/** A token logged out here: refused from the next request on, not after the cache's TTL. */
export function forgetStaffToken(pool: pg.Pool, token: string): void {
  caches.get(pool)?.delete(tokenHash(token))
}

/** Employees changed here (deactivated, applications or admin rights changed): every lookup is made again. */
export function forgetAllStaff(pool: pg.Pool): void {
  caches.get(pool)?.clear()
}

export function canUseConsole(staff: StaffMember): boolean {
  return staff.applications.includes(MISSION_CONTROL_APP)
}

export function canUseAdmin(staff: StaffMember): boolean {
  return staff.isAdmin || staff.applications.includes(ADMIN_WORKBENCH_APP)
}
