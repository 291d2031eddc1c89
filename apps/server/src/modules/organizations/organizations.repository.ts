import { sql, type SQL } from 'drizzle-orm'
import type { OrganizationListQuery } from '@mc/domain/organizations/organization.schema'
import type { Organization } from '@mc/domain/organizations/organization.types'
import { execute, queryRow, queryRows, type Queryable } from '../../db/pg-statement'
import { insertRow, setColumns } from '../../db/table.sql'
import { organizations } from '../../db/schema'
import { containsPattern } from '../search-patterns'

/** An organization as the queries read it: the REST answer's columns, with its id and its parent flat. */
export interface OrganizationRow extends Omit<Organization, 'parent'> {
  id: number
  parent_id: number | null
  parent_identity: string | null
  parent_name: string | null
}

/** num_places is kept by triggers (organization_counts, migration 0028): a chain's stores are not counted per read. */
const ORGANIZATION_COLUMNS = sql`
  o.id, o.identity, o.name, o.display_name, o.alternative_names, o.organization_type_id, ot.name as organization_type,
  o.business_type, o.mobee_company, o.parent_id, p.identity as parent_identity, p.name as parent_name,
  (select count(*) from organizations c where c.parent_id = o.id)::int as num_children,
  coalesce((select k.place_count from organization_counts k where k.organization_id = o.id), 0)::int as num_places`
const ORGANIZATION_FROM = sql`
  from organizations o
  join organization_types ot on ot.id = o.organization_type_id
  left join organizations p on p.id = o.parent_id`

function listFilter(query: OrganizationListQuery): SQL {
  const conditions: SQL[] = [sql`true`]
  if (query.search) {
    const pattern = containsPattern(query.search)
    conditions.push(sql`(o.name ilike ${pattern} or o.display_name ilike ${pattern} or o.identity = ${query.search.toUpperCase()}
      or exists (select 1 from unnest(o.alternative_names) alt where alt ilike ${pattern}))`)
  }
  if (query.business_type) conditions.push(sql`o.business_type = ${query.business_type}`)
  if (query.mobee_company !== 'all') conditions.push(sql`o.mobee_company = ${query.mobee_company === 'yes'}`)
  return sql.join(conditions, sql` and `)
}

export async function listOrganizations(db: Queryable, query: OrganizationListQuery): Promise<{ rows: OrganizationRow[]; total: number }> {
  const where = listFilter(query)
  const offset = (query.page - 1) * query.limit
  const [page, count] = await Promise.all([
    queryRows<OrganizationRow>(
      db,
      sql`select ${ORGANIZATION_COLUMNS} ${ORGANIZATION_FROM} where ${where}
      order by lower(o.name), o.id limit ${query.limit} offset ${offset}`,
    ),
    queryRow<{ total: number }>(db, sql`select count(*)::int as total from organizations o where ${where}`),
  ])
  return { rows: page, total: count?.total ?? 0 }
}

export async function findOrganization(db: Queryable, identity: string): Promise<OrganizationRow | undefined> {
  return queryRow<OrganizationRow>(db, sql`select ${ORGANIZATION_COLUMNS} ${ORGANIZATION_FROM} where o.identity = ${identity}`)
}

export async function listBusinessTypes(db: Queryable): Promise<string[]> {
  const rows = await queryRows<{ business_type: string }>(db, sql`select distinct business_type from organizations where business_type is not null order by 1`)
  return rows.map((row) => row.business_type)
}

/** Ids from this organization up through its parents: a new parent found here would close a loop. */
export async function ancestorIds(db: Queryable, id: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`
    with recursive up(id, parent_id, depth) as (
      select id, parent_id, 0 from organizations where id = ${id}
      union all
      select o.id, o.parent_id, up.depth + 1 from organizations o join up on o.id = up.parent_id where up.depth < 100
    ) select id from up`,
  )
  return rows.map((row) => row.id)
}

export type OrganizationValues = typeof organizations.$inferInsert

/** A new organization; its identity comes back. */
export async function insertOrganization(db: Queryable, values: OrganizationValues): Promise<string> {
  return (await queryRow<{ identity: string }>(db, sql`${insertRow(organizations, values)} returning identity`))!.identity
}

/** Writes the columns given (none: no statement). */
export async function updateOrganizationColumns(db: Queryable, id: number, changes: Partial<OrganizationValues>): Promise<void> {
  if (Object.keys(changes).length > 0) await execute(db, sql`update organizations set ${setColumns(organizations, changes)} where id = ${id}`)
}
