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

/**
 * One round trip per request: whether the token was logged out, and the active employee behind
 * the e-mail. Read on every request so employee changes take effect at once.
 */
export async function lookUpStaff(pool: pg.Pool, email: string, token: string): Promise<{ revoked: boolean; staff?: StaffMember }> {
  const result = await pool.query<{ revoked: boolean; staff: StaffMember | null }>(
    `select exists(select 1 from revoked_tokens where token_hash = $2) as revoked,
      (select json_build_object('id', e.id, 'identity', e.identity, 'firstName', e.first_name, 'lastName', e.last_name,
         'isAdmin', e.is_admin,
         'applications', coalesce((select json_agg(a.name) from employee_applications ea
            join applications a on a.id = ea.application_id where ea.employee_id = e.id), '[]'::json))
       from employee_credentials c join employees e on e.id = c.employee_id
       where lower(c.email) = lower($1) and c.is_active and not c.is_deleted and e.is_active
       limit 1) as staff`,
    [email, tokenHash(token)],
  )
  const row = result.rows[0]!
  return { revoked: row.revoked, staff: row.staff ?? undefined }
}

export function canUseConsole(staff: StaffMember): boolean {
  return staff.applications.includes(MISSION_CONTROL_APP)
}

export function canUseAdmin(staff: StaffMember): boolean {
  return staff.isAdmin || staff.applications.includes(ADMIN_WORKBENCH_APP)
}
