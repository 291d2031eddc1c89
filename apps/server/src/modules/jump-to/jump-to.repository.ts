import { sql } from 'drizzle-orm'
import { JUMP_RESULTS_PER_KIND, type JumpKind } from '@mc/domain/common/jump-to'
import { queryRows, type Queryable } from '../../db/pg-statement'
import { containsPattern, prefixPattern } from '../search-patterns'
import { missionNotDeleted } from '../missions/mission.sql'

export interface JumpRow {
  kind: JumpKind
  identity: string
  title: string
  context: string | null
}

/**
 * The records whose name contains `text` (or whose identity or legacy id is it, or whose store
 * number starts with it), at most JUMP_RESULTS_PER_KIND of each kind, names that start with the text
 * first. Each kind is one query on an index where its table grows (organizations by their name's
 * trigram index, stores by their number's); customers, campaigns and missions are hundreds to tens
 * of thousands of rows. A deleted mission is never offered.
 */
export async function findJumpTargets(db: Queryable, text: string): Promise<JumpRow[]> {
  const contains = containsPattern(text)
  const prefix = prefixPattern(text)
  const identity = text.toUpperCase()
  return queryRows<JumpRow>(
    db,
    sql`
    (select 'customer' as kind, c.identity, c.name as title, null::text as context
       from customers c
      where c.name ilike ${contains} or c.identity = ${identity}
      order by c.identity = ${identity} desc, c.name ilike ${prefix} desc, c.name, c.identity
      limit ${JUMP_RESULTS_PER_KIND})
    union all
    (select 'campaign', ca.identity, ca.name, cu.name
       from campaigns ca join customers cu on cu.id = ca.customer_id
      where ca.name ilike ${contains} or ca.identity = ${identity}
      order by ca.identity = ${identity} desc, ca.name ilike ${prefix} desc, ca.name, cu.name, ca.identity
      limit ${JUMP_RESULTS_PER_KIND})
    union all
    (select 'mission', m.identity, m.name, cu.name || ' · ' || ca.name
       from missions m join campaigns ca on ca.id = m.campaign_id join customers cu on cu.id = ca.customer_id
      where ${missionNotDeleted()} and (m.name ilike ${contains} or m.identity = ${identity} or m.legacy_identity::text = ${text})
      order by m.identity = ${identity} desc, m.name ilike ${prefix} desc, m.name, cu.name, ca.name, m.identity
      limit ${JUMP_RESULTS_PER_KIND})
    union all
    (select 'organization', o.identity, coalesce(o.display_name, o.name), null
       from organizations o
      where o.name ilike ${contains} or o.identity = ${identity}
      order by o.identity = ${identity} desc, o.name ilike ${prefix} desc, o.name, o.identity
      limit ${JUMP_RESULTS_PER_KIND})
    union all
    (select 'store', op.identity, coalesce(o.display_name, o.name) || ' #' || op.store_number,
            concat_ws(', ', pl.street, pl.city, pl.state)
       from organization_places op join organizations o on o.id = op.organization_id join places pl on pl.id = op.place_id
      where op.store_number ilike ${prefix}
      order by op.store_number = ${text} desc, op.store_number, o.name, op.identity
      limit ${JUMP_RESULTS_PER_KIND})`,
  )
}
