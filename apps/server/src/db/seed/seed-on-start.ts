import type pg from 'pg'
import { DEMO_ACCOUNTS } from './demo-accounts'
import { isSeeded, seedDemoData } from './index'

/** First start on an empty database: seed the demo data so the console has something to show. */
export async function seedIfEmpty(pool: pg.Pool): Promise<void> {
  if (await isSeeded(pool)) return
  const started = Date.now()
  console.log('Seeding demo data (first start)…')
  await seedDemoData(pool)
  console.log(`Demo data seeded in ${((Date.now() - started) / 1000).toFixed(1)} s.`)
}

export function demoAccountsText(): string {
  return DEMO_ACCOUNTS.map((account) => `${account.email} / ${account.password}`).join(', ')
}
