import { type Queryable, queryRows } from '../../db/pg-statement'
import { sql } from 'drizzle-orm'
import { verify } from '@node-rs/argon2'
import type { AppConfig } from '../../config'
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts'

export const ALLOW_DEMO_ACCOUNTS_SETTING = 'ALLOW_DEMO_ACCOUNTS=1'

export class DemoAccountsInProductionError extends Error {}

/**
 * The demo accounts' passwords are printed in the README and on start: in production they would
 * let anyone in. Throws when the embedded provider would accept any of them, unless allowed.
 */
export async function refuseDemoAccountsInProduction(config: Pick<AppConfig, 'nodeEnv' | 'oidc' | 'allowDemoAccounts'>, db: Queryable): Promise<void> {
  // With an external issuer nobody signs in with staff_accounts.
  if (config.nodeEnv !== 'production' || config.oidc.issuer || config.allowDemoAccounts) return
  const rows = await queryRows<{ email: string; password_hash: string; is_active: boolean }>(
    db,
    sql`select email, password_hash, is_active from staff_accounts where email = any(${sql.param(DEMO_ACCOUNTS.map((account) => account.email))}::text[])`,
  )
  const open: string[] = []
  for (const row of rows) {
    const demoPassword = DEMO_ACCOUNTS.find((account) => account.email === row.email)!.password
    if (row.is_active || (await verify(row.password_hash, demoPassword).catch(() => false))) open.push(row.email)
  }
  if (!open.length) return
  throw new DemoAccountsInProductionError(
    `the demo sign-in accounts ${open.join(', ')} are active or keep their published passwords, which NODE_ENV=production refuses. ` +
      `Deactivate them and change their passwords (a fresh database is seeded with them unless SEED_ON_START=false), ` +
      `configure an external OIDC_ISSUER, or set ${ALLOW_DEMO_ACCOUNTS_SETTING} to start with them anyway.`,
  )
}
