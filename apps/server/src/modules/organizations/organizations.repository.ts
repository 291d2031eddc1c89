import { eq, sql, type SQL } from 'drizzle-orm'
import type { OrganizationListQuery } from '@mc/domain/organizations/organization.schema'
import type { Organization } from '@mc/domain/organizations/organization.types'
import type { Database } from '../../db/connection'
import { organizations } from '../../db/schema'
import { containsPattern } from '../search-patterns'

/** A transaction or the pool. */
export type Db = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>

/** An organization as the queries read it: the REST answer's columns, with its id and its parent flat. */
export interface OrganizationRow extends Omit<Organization, 'parent'> {
  id: number
  parent_id: number | null
  parent_identity: string | null
  parent_name: string | null
}

const ORGANIZATION_COLUMNS = sql`
  o.id, o.identity, o.name, o.display_name, o.alternative_names, o.organization_type_id, ot.name as organization_type,
  o.business_type, o.mobee_company, o.parent_id, p.identity as parent_identity, p.name as parent_name,
  (select count(*) from organizations c where c.parent_id = o.id)::int as num_children,
  (select count(*) from organization_places op where op.organization_id = o.id)::int as num_places`
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

export async function listOrganizations(db: Db, query: OrganizationListQuery): Promise<{ rows: OrganizationRow[]; total: number }> {
  const where = listFilter(query)
  const offset = (query.page - 1) * query.limit
  const [page, count] = await Promise.all([
    db.execute<OrganizationRow & Record<string, unknown>>(sql`select ${ORGANIZATION_COLUMNS} ${ORGANIZATION_FROM} where ${where}
      order by lower(o.name), o.id limit ${query.limit} offset ${offset}`),
    db.execute<{ total: number }>(sql`select count(*)::int as total from organizations o where ${where}`),
  ])
  return { rows: page.rows, total: count.rows[0]?.total ?? 0 }
}

export async function findOrganization(db: Db, identity: string): Promise<OrganizationRow | undefined> {
  const result = await db.execute<OrganizationRow & Record<string, unknown>>(
    sql`select ${ORGANIZATION_COLUMNS} ${ORGANIZATION_FROM} where o.identity = ${identity}`,
  )
  return result.rows[0]
}

export async function listBusinessTypes(db: Db): Promise<string[]> {
  const result = await db.execute<{ business_type: string }>(sql`select distinct business_type from organizations where business_type is not null order by 1`)
  return result.rows.map((row) => row.business_type)
}

/** Ids from this organization up through its parents: a new parent found here would close a loop. */
export async function ancestorIds(db: Db, id: number): Promise<number[]> {
  const result = await db.execute<{ id: number }>(sql`
    with recursive up(id, parent_id, depth) as (
      select id, parent_id, 0 from organizations where id = ${id}
      union all
      select o.id, o.parent_id, up.depth + 1 from organizations o join up on o.id = up.parent_id where up.depth < 100
    ) select id from up`)
  return result.rows.map((row) => Number(row.id))
}

export type OrganizationValues = typeof organizations.$inferInsert

/** A new organization; its identity comes back. */
export async function insertOrganization(db: Db, values: OrganizationValues): Promise<string> {
  const [created] = await db.insert(organizations).values(values).returning({ identity: organizations.identity })
  return created!.identity
}

/** Writes the columns given (none: no statement). */
export async function updateOrganizationColumns(db: Db, id: number, changes: Partial<OrganizationValues>): Promise<void> {
  if (Object.keys(changes).length > 0) await db.update(organizations).set(changes).where(eq(organizations.id, id))
}
