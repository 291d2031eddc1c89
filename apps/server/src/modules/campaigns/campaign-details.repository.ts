import { sql } from 'drizzle-orm'
import type { Db } from '../customers/customers.repository'

/** Batched reads behind the Campaign fields: one statement per batch of campaigns, never one per row. */

export interface MissionListRow extends Record<string, unknown> {
  id: number
  campaign_id: number
  identity: string
  legacy_identity: number
  name: string
  state: string
  start_date: string
  end_date: string
  cap_period_type: string
  pin_count: number
}

export async function missionsOfCampaigns(db: Db, campaignIds: readonly number[]): Promise<MissionListRow[]> {
  const result = await db.execute<MissionListRow>(sql`
    select m.id, m.campaign_id, m.identity, m.legacy_identity, m.name, m.state, m.start_date, m.end_date, m.cap_period_type,
           (select count(*) from pins p where p.mission_id = m.id)::int as pin_count
      from missions m
     where m.campaign_id = any(${sql.param([...campaignIds])}::bigint[]) and not m.is_deleted
     order by m.end_date desc, m.name`)
  return result.rows
}

export interface CapPeriodRow extends Record<string, unknown> {
  mission_id: number
  name: string
  start_date: string
  end_date: string
}

export async function capPeriodsOfMissions(db: Db, missionIds: readonly number[]): Promise<CapPeriodRow[]> {
  const result = await db.execute<CapPeriodRow>(sql`
    select mission_id, name, start_date, end_date from mission_cap_periods
     where mission_id = any(${sql.param([...missionIds])}::bigint[])
     order by start_date`)
  return result.rows
}

export async function pinTotalsOfCampaigns(db: Db, campaignIds: readonly number[]): Promise<{ campaign_id: number; total: number }[]> {
  const result = await db.execute<{ campaign_id: number; total: number }>(sql`
    select m.campaign_id, count(p.id)::int as total
      from missions m join pins p on p.mission_id = m.id
     where m.campaign_id = any(${sql.param([...campaignIds])}::bigint[]) and not m.is_deleted
     group by m.campaign_id`)
  return result.rows
}

export interface StoreListRow extends Record<string, unknown> {
  campaign_id: number
  identity: string
  name: string
  status: string
  created_at: Date | string
  total: number
  unprocessed: number
  pin_added_to_mission: number
  error: number
}

/** The newest `limit` store lists of each campaign with their row counts. */
export async function newestStoreLists(db: Db, campaignIds: readonly number[], limit: number): Promise<StoreListRow[]> {
  const result = await db.execute<StoreListRow>(sql`
    select t.campaign_id, t.identity, t.name, t.status, t.created_at,
           coalesce(s.total, 0)::int as total, coalesce(s.unprocessed, 0)::int as unprocessed,
           coalesce(s.pin_added_to_mission, 0)::int as pin_added_to_mission, coalesce(s.error, 0)::int as error
      from (
        select t.*, row_number() over (partition by t.campaign_id order by t.created_at desc, t.id desc) as rank
          from mission_deploy_templates t
         where t.campaign_id = any(${sql.param([...campaignIds])}::bigint[])
      ) t
      left join lateral (
        select count(*) as total,
               count(*) filter (where r.status = 'UNPROCESSED') as unprocessed,
               count(*) filter (where r.status = 'PIN_ADDED_TO_MISSION') as pin_added_to_mission,
               count(*) filter (where r.status = 'ERROR') as error
          from mission_deploy_template_rows r where r.template_id = t.id
      ) s on true
     where t.rank <= ${limit}
     order by t.created_at desc, t.id desc`)
  return result.rows
}
