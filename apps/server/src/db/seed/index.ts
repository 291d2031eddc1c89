// Demo data for Mission Control: `seedDemoData` fills an empty, migrated database in one
// transaction; `isSeeded` tells whether it already holds data. Identities and sign-in
// accounts that tests and docs rely on are exported from demo-identities / demo-accounts.
import { sql } from 'drizzle-orm'
import type pg from 'pg'
import { execute, queryRow, type Queryable } from '../pg-statement'
import { inTransaction } from '../transaction'
import { seedNotifications, seedAuditLog } from './activity'
import { seedAdminTables } from './admin-tables'
import { seedBees } from './bees'
import { seedCampaignsAndMissions } from './campaigns-missions'
import type { SeedContext } from './context'
import { seedCustomers } from './customers'
import { assertDay, localToday } from './dates'
import { reservedIdentities } from './demo-identities'
import { seedForms } from './forms'
import { generatedCampaigns } from './mission-plan-generated'
import { fixedCampaigns } from './fixed-campaigns'
import { insertDeployment, planDeployment } from './pins'
import { seedPlaces } from './places'
import { IdentityPool, rngFor } from './random'
import { insertResponses, planResponses } from './responses'
import { seedStaff } from './staff'
import { seedStoreLists } from './store-lists'
import { fillMissingStreetKeys } from '../../integrations/store-matcher'

export { DEMO_ACCOUNTS, type DemoAccount } from './demo-accounts'
export { DEMO_IDENTITIES } from './demo-identities'

/** Any database holding customers counts as seeded (demo or real data: never seed over it). */
export async function isSeeded(db: Queryable): Promise<boolean> {
  return (await queryRow<{ id: number }>(db, sql`select id from customers limit 1`)) !== undefined
}

/** Serialises concurrent seeders (two processes starting on one empty database). */
const SEED_LOCK = 727275

/**
 * Seeds the demo data, relative to `today` ('YYYY-MM-DD', default: the local date), so that
 * some campaigns and missions are running, finished, or ending today or tomorrow.
 * All or nothing: one transaction. Does nothing when the database already holds data.
 */
export async function seedDemoData(pool: pg.Pool, opts: { today?: string } = {}): Promise<void> {
  const today = assertDay(opts.today ?? localToday())
  await inTransaction(pool, async (tx) => {
    await execute(tx, sql`select pg_advisory_xact_lock(${SEED_LOCK})`)
    if (await isSeeded(tx)) return
    const ctx: SeedContext = { tx, today, identities: new IdentityPool(reservedIdentities()) }

    await seedStaff(ctx)
    const customerRows = await seedCustomers(ctx)
    const forms = await seedForms(ctx)
    const places = await seedPlaces(ctx)
    const bees = await seedBees(ctx)

    const rng = rngFor('campaigns')
    const fixed = fixedCampaigns(rng, today)
    const campaignPlans = [...fixed, ...generatedCampaigns(rng, ctx.identities.stream('missions'), today, fixed)]
    const missionPlans = campaignPlans.flatMap((c) => c.missions)
    const campaignOfMission = campaignPlans.flatMap((c, i) => c.missions.map(() => i))
    const deployment = planDeployment(campaignPlans, places.stores)
    const { campaignIds, missions } = await seedCampaignsAndMissions(ctx, campaignPlans, {
      customers: customerRows,
      forms,
      swarms: bees.swarms,
      pinCounts: deployment.pinsByMission.map((p) => p.length),
    })
    const missionIds = missions.map((m) => m.id)
    // Responses are planned before pins are written: they decide which pins are capped.
    const responsePlan = planResponses(missionPlans, deployment, places.stores, bees, today)
    const { groupIds, pinIds } = await insertDeployment(ctx, deployment, missionIds, places.stores)
    await insertResponses(ctx, responsePlan, missionIds, pinIds, bees)
    await seedStoreLists(ctx, {
      missions: missionPlans,
      campaignOfMission,
      campaignIds,
      missionIds,
      deployment,
      groupIds,
      pinIds,
      stores: places.stores,
    })

    await seedAdminTables(ctx, customerRows)
    await seedNotifications(ctx, bees)
    await seedAuditLog(ctx)
  })
  // The demo directory's places get the street keys store matching reads, as places a store list
  // writes do: otherwise the first preview or upload after a seed computes them for every place
  // (tens of thousands; over 10 s on a busy machine, while the user waits on Add Stores).
  await fillMissingStreetKeys(pool)
  // Fresh statistics for the planner: PGlite runs no autovacuum, so without this it plans the
  // 10,000-pin queries as if every table held a handful of rows.
  await execute(pool, sql`analyze`)
}
