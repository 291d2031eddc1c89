import { sql } from 'drizzle-orm'
import type { CapPeriodType, MissionState } from '@mc/domain'
import { queryRows, type Queryable } from '../../db/pg-statement'
import { containsPattern, prefixPattern } from '../search-patterns'
import { missionNotDeleted } from '../missions/mission.sql'

/** Batched reads behind the Campaign fields: one statement per batch of campaigns, never one per row. */

export interface MissionListRow {
  id: number
  campaign_id: number
  identity: string
  legacy_identity: number
  name: string
  state: MissionState
  start_date: string
  end_date: string
  cap_period_type: CapPeriodType
  pin_count: number
}

/**
 * The campaigns' missions; `search`: the name anywhere or the identity from its start,
 * case-insensitive. A campaign's missions are read by missions_campaign_idx and the search
 * filters those few, so it needs no index of its own.
 */
export async function missionsOfCampaigns(db: Queryable, campaignIds: readonly number[], search = ''): Promise<MissionListRow[]> {
  const searched = search ? sql`and (m.name ilike ${containsPattern(search)} or m.identity ilike ${prefixPattern(search)})` : sql``
  return queryRows<MissionListRow>(
    db,
    sql`
    select m.id, m.campaign_id, m.identity, m.legacy_identity, m.name, m.state, m.start_date, m.end_date, m.cap_period_type,
           (select count(*) from pins p where p.mission_id = m.id)::int as pin_count
      from missions m
     where m.campaign_id = any(${sql.param([...campaignIds])}::bigint[]) and ${missionNotDeleted()} ${searched}
     order by m.end_date desc, m.name`,
  )
}

export interface CapPeriodRow {
  mission_id: number
  name: string
  start_date: string
  end_date: string
}

export async function capPeriodsOfMissions(db: Queryable, missionIds: readonly number[]): Promise<CapPeriodRow[]> {
  return queryRows<CapPeriodRow>(
    db,
    sql`
    select mission_id, name, start_date, end_date from mission_cap_periods
     where mission_id = any(${sql.param([...missionIds])}::bigint[])
     order by start_date`,
  )
}

export async function pinTotalsOfCampaigns(db: Queryable, campaignIds: readonly number[]): Promise<{ campaign_id: number; total: number }[]> {
  return queryRows<{ campaign_id: number; total: number }>(
    db,
    sql`
    select m.campaign_id, count(p.id)::int as total
      from missions m join pins p on p.mission_id = m.id
     where m.campaign_id = any(${sql.param([...campaignIds])}::bigint[]) and ${missionNotDeleted()}
     group by m.campaign_id`,
  )
}
