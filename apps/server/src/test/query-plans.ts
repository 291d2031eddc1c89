import type pg from 'pg'

/** A node of an EXPLAIN (FORMAT JSON) plan, with what the plan tests read of it. */
export interface PlanNode {
  'Node Type': string
  'Relation Name'?: string
  'Index Name'?: string
  'Index Cond'?: string
  Plans?: PlanNode[]
}

let prepared = 0

const flatten = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(flatten)]

/** A parameter written as an SQL literal, for EXECUTE (which takes no bind parameters). */
function literal(client: pg.PoolClient, value: unknown): string {
  if (Array.isArray(value)) return `array[${value.map((item) => literal(client, item)).join(', ')}]`
  if (typeof value === 'number') return String(value)
  return client.escapeLiteral(String(value))
}

/**
 * Every node of the plan of `text` with `values`. With `generic`, the plan a named prepared
 * statement may settle on after five runs (planned without the values: `types` are the parameters'
 * SQL types), which is the plan it keeps using; otherwise the plan made for these values.
 */
export async function planNodes(pool: pg.Pool, text: string, values: unknown[], generic?: { types: string[] }): Promise<PlanNode[]> {
  const client = await pool.connect()
  try {
    if (!generic) {
      const explained = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`explain (format json) ${text}`, values)
      return flatten(explained.rows[0]!['QUERY PLAN'][0].Plan)
    }
    // In a transaction: on the embedded database every connection shares one session, so the setting
    // and the statement's name must not outlive this plan (the transaction keeps the session meanwhile).
    const name = `plan_under_test_${++prepared}`
    await client.query('begin')
    await client.query('set local plan_cache_mode = force_generic_plan')
    await client.query(`prepare ${name} (${generic.types.join(', ')}) as ${text}`)
    const explained = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      `explain (format json) execute ${name}(${values.map((value) => literal(client, value)).join(', ')})`,
    )
    await client.query(`deallocate ${name}`)
    await client.query('commit')
    return flatten(explained.rows[0]!['QUERY PLAN'][0].Plan)
  } catch (error) {
    await client.query('rollback').catch(() => undefined)
    throw error
  } finally {
    client.release()
  }
}

/** The scans of the whole of a table among `nodes`. */
export const seqScansOf = (nodes: readonly PlanNode[], tables: readonly string[]): PlanNode[] =>
  nodes.filter((node) => node['Node Type'] === 'Seq Scan' && tables.includes(node['Relation Name'] ?? ''))
