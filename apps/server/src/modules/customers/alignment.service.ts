import { sql } from 'drizzle-orm'
import type { AppDeps } from '../../app-deps'
import { getCustomerRow } from './customers.service'

interface AlignmentRow extends Record<string, unknown> {
  identity: string
  name: string
  state: string
  start_date: string
  end_date: string
  campaign_identity: string
  campaign_name: string
  stores_in_alignment: number
  stores_deployed: number
}

/**
 * The Alignment screen (our reading, docs/domain/customers.md): per mission of the customer, the
 * stores it is aligned to (matched by its store lists, or holding a pin) and the stores deployed
 * (holding a running pin). One statement for all missions, one for the distinct totals.
 */
export async function customerAlignment(deps: AppDeps, identity: string) {
  const customer = await getCustomerRow(deps, identity)
  const missions = await deps.db.execute<AlignmentRow>(sql`
    select m.identity, m.name, m.state, m.start_date, m.end_date,
           c.identity as campaign_identity, c.name as campaign_name,
           (select count(*) from (
              select r.organization_place_id from mission_deploy_template_rows r
               where r.mission_id = m.id and r.organization_place_id is not null
              union
              select p.organization_place_id from pins p where p.mission_id = m.id
           ) aligned)::int as stores_in_alignment,
           (select count(*) from pins p where p.mission_id = m.id and p.is_running)::int as stores_deployed
      from missions m
      join campaigns c on c.id = m.campaign_id
     where c.customer_id = ${customer.id} and not m.is_deleted
     order by c.end_date desc, c.name, m.name`)
  const totals = await deps.db.execute<{ stores_in_alignment: number; stores_deployed: number }>(sql`
    with customer_missions as (
      select m.id from missions m join campaigns c on c.id = m.campaign_id
       where c.customer_id = ${customer.id} and not m.is_deleted
    )
    select
      (select count(*) from (
         select r.organization_place_id from mission_deploy_template_rows r
          where r.mission_id in (select id from customer_missions) and r.organization_place_id is not null
         union
         select p.organization_place_id from pins p where p.mission_id in (select id from customer_missions)
      ) aligned)::int as stores_in_alignment,
      (select count(distinct p.organization_place_id) from pins p
        where p.mission_id in (select id from customer_missions) and p.is_running)::int as stores_deployed`)
  return {
    customer: { identity: customer.identity, name: customer.name },
    totals: { missions: missions.rows.length, ...totals.rows[0]! },
    missions: missions.rows.map((row) => ({
      identity: row.identity,
      name: row.name,
      state: row.state,
      start_date: row.start_date,
      end_date: row.end_date,
      campaign: { identity: row.campaign_identity, name: row.campaign_name },
      stores_in_alignment: row.stores_in_alignment,
      stores_deployed: row.stores_deployed,
    })),
  }
}
