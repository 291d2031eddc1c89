import type pg from 'pg'

/** One pin of the reference mission with what lies within the radius (docs/domain/coverage.md). */
export interface CoverageRowData {
  pin_identity: string
  org_place_identity: string
  store_name: string | null
  organization: string
  store_number: string | null
  street: string | null
  city: string | null
  state: string | null
  postal_code: string | null
  latitude: number
  longitude: number
  active_bees: number
  approved: number
  pending: number
  started: number
  refused: number
  suppressed: number
  abandoned: number
  other_stores: number
  active_pins: number
  nearest_bee_metres: number | null
}

export interface CoverageWindow {
  missionId: number
  radiusMetres: number
  startDate: string
  endDate: string
}

// Every radius test is written twice on purpose: earth_box(...) @> ll_to_earth(...) is what the
// GiST indexes on ll_to_earth(lat, lng) can answer (a cube around the point), and the
// earth_distance(...) <= r that follows trims the box's corners to the exact circle.
const within = (point: string, target: string) =>
  `earth_box(${point}, $2) @> ${target} and earth_distance(${point}, ${target}) <= $2`

/**
 * The coverage of a batch of pins in one statement: set-based per batch, index-driven per pin.
 * $1 pin ids, $2 radius in metres, $3 start date, $4 end date (inclusive), $5 mission id.
 */
export const COVERAGE_BATCH_SQL = `
  with target as (
    select pn.id, pn.identity as pin_identity, op.identity as org_place_identity, op.id as org_place_id, op.name as store_name,
      o.name as organization, op.store_number, pl.street, pl.city, pl.state, pl.postal_code,
      pn.latitude, pn.longitude, ll_to_earth(pn.latitude, pn.longitude) as e
    from pins pn
    join organization_places op on op.id = pn.organization_place_id
    join organizations o on o.id = op.organization_id
    join places pl on pl.id = op.place_id
    where pn.id = any($1::bigint[]) and pn.latitude is not null and pn.longitude is not null
  )
  select t.pin_identity, t.org_place_identity, t.store_name, t.organization, t.store_number, t.street, t.city, t.state, t.postal_code,
    t.latitude, t.longitude,
    coalesce(work.active_bees, 0)::int as active_bees,
    coalesce(work.approved, 0)::int as approved, coalesce(work.pending, 0)::int as pending, coalesce(work.started, 0)::int as started,
    coalesce(work.refused, 0)::int as refused, coalesce(work.suppressed, 0)::int as suppressed, coalesce(work.abandoned, 0)::int as abandoned,
    (select count(*) from places p2 join organization_places op2 on op2.place_id = p2.id
      where ${within('t.e', 'll_to_earth(p2.latitude, p2.longitude)')} and op2.id <> t.org_place_id)::int as other_stores,
    (select count(*) from pins p3 join missions m on m.id = p3.mission_id
      where ${within('t.e', 'll_to_earth(p3.latitude, p3.longitude)')}
        and p3.mission_id <> $5 and p3.is_running and m.is_active and not m.is_deleted
        and m.state not in ('FINISHED', 'CLOSED') and m.start_date <= $4::date and m.end_date >= $3::date)::int as active_pins,
    (select earth_distance(t.e, ll_to_earth(b.home_latitude, b.home_longitude)) from bees b
      where b.is_active and b.home_latitude is not null and b.home_longitude is not null
      order by ll_to_earth(b.home_latitude, b.home_longitude) <-> t.e limit 1) as nearest_bee_metres
  from target t
  left join lateral (
    select count(distinct r.bee_id) as active_bees,
      count(*) filter (where r.state = 'approved') as approved, count(*) filter (where r.state = 'pending') as pending,
      count(*) filter (where r.state = 'started') as started, count(*) filter (where r.state = 'refused') as refused,
      count(*) filter (where r.state = 'suppressed') as suppressed, count(*) filter (where r.state = 'abandoned') as abandoned
    from pins np join responses r on r.pin_id = np.id
    where ${within('t.e', 'll_to_earth(np.latitude, np.longitude)')}
      and r.started_at >= $3::date and r.started_at < $4::date + 1
  ) work on true
  order by t.id`

export async function coverageBatch(pool: pg.Pool, pinIds: number[], window: CoverageWindow): Promise<CoverageRowData[]> {
  if (pinIds.length === 0) return []
  const { rows } = await pool.query<CoverageRowData>(COVERAGE_BATCH_SQL, [pinIds, window.radiusMetres, window.startDate, window.endDate, window.missionId])
  return rows
}

/** The pins of the report, in a stable order so batches never overlap or miss one. */
export async function reportPinIds(pool: pg.Pool, missionId: number): Promise<number[]> {
  const { rows } = await pool.query<{ id: number }>(`select id from pins where mission_id = $1 order by id`, [missionId])
  return rows.map((row) => Number(row.id))
}
