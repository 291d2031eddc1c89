import { sql } from 'drizzle-orm'
import { queryRows, type Queryable } from '../../db/pg-statement'

/**
 * The customer's analytics (Sisense) users reach a dashboard through their responsibility's
 * active mapping to it. Only active, not-deleted dashboards, mappings, responsibilities and
 * users count, and a dashboard made for another customer (customer_id set) is not offered.
 */
const LINKED_USERS = sql`
  from customer_analytics_users u
  join responsibilities r on r.identity = u.responsibility_identity and r.is_active and not r.is_deleted
  join sisense_dashboard_responsibilities m on m.responsibility_identity = r.identity and m.is_active
  join sisense_dashboards d on d.id = m.sisense_dashboard_id and d.is_active and not d.is_deleted
  where u.is_active and (d.customer_id is null or d.customer_id = u.customer_id)`

export interface DashboardRow {
  id: number
  name: string
  url: string | null
  user_count: number
}

export async function dashboardsOfCustomer(db: Queryable, customerId: number): Promise<DashboardRow[]> {
  return queryRows<DashboardRow>(
    db,
    sql`
    select d.id, d.name, d.url, count(distinct lower(u.email))::int as user_count
    ${LINKED_USERS} and u.customer_id = ${customerId}
    group by d.id, d.name, d.url
    order by lower(d.name), d.id`,
  )
}

export interface DashboardUserRow {
  name: string
  email: string
  dashboard_name: string
  dashboard_url: string | null
}

/** One row per distinct e-mail address linked to the dashboard. */
export async function usersOfDashboard(db: Queryable, customerId: number, dashboardId: number): Promise<DashboardUserRow[]> {
  return queryRows<DashboardUserRow>(
    db,
    sql`
    select distinct on (lower(u.email)) u.name, u.email, d.name as dashboard_name, d.url as dashboard_url
    ${LINKED_USERS} and u.customer_id = ${customerId} and d.id = ${dashboardId}
    order by lower(u.email), u.id`,
  )
}
