import { type Queryable, execute, prepareStatement, queryPrepared, queryRow, queryRows } from '../../db/pg-statement'
import { sql } from 'drizzle-orm'
import type { CoverageReport } from '@mc/domain/coverage/coverage-report.types'
import type { CoverageResult } from './coverage.report'
import { missionActive } from '../missions/mission.sql'
import { publishCoverageReportFinished } from '../../live/job-events'

/** The pool, or a client inside `inTransaction`. */

/** A report as the queries read it: the API's columns, with its id, the mission and campaign flat, dates as Date. */
export interface ReportRecord extends Omit<CoverageReport, 'mission' | 'created_at' | 'finished_at' | 'summary' | 'rows'> {
  id: number
  mission_identity: string
  mission_name: string
  campaign_name: string
  customer_name: string
  created_at: Date
  finished_at: Date | null
  result?: CoverageResult | null
}

const SELECT_REPORT = sql.raw(`
  select r.id, r.identity, m.identity as mission_identity, m.name as mission_name, c.name as campaign_name, cu.name as customer_name, r.radius_miles, r.start_date, r.end_date,
    r.status, r.progress, r.error, r.created_by, r.created_at, r.finished_at`)
const FROM_REPORT = sql`from coverage_reports r join missions m on m.id = r.mission_id join campaigns c on c.id = m.campaign_id
  join customers cu on cu.id = c.customer_id`

export async function insertReport(
  db: Queryable,
  report: { missionId: number; radiusMiles: number; startDate: string; endDate: string; createdBy: string },
): Promise<{ id: number; identity: string }> {
  const row = await queryRow<{ id: number; identity: string }>(
    db,
    sql`insert into coverage_reports (mission_id, radius_miles, start_date, end_date, created_by)
        values (${report.missionId}, ${report.radiusMiles}, ${report.startDate}, ${report.endDate}, ${report.createdBy}) returning id, identity`,
  )
  return row!
}

/** One report by identity, with its result when `withResult`. */
export async function findReport(db: Queryable, identity: string, withResult: boolean): Promise<ReportRecord | undefined> {
  return queryRow<ReportRecord>(db, sql`${SELECT_REPORT}${withResult ? sql`, r.result` : sql``} ${FROM_REPORT} where r.identity = ${identity}`)
}

/** The newest reports first, without their results. */
export async function recentReports(db: Queryable, limit: number): Promise<ReportRecord[]> {
  return queryRows<ReportRecord>(db, sql`${SELECT_REPORT} ${FROM_REPORT} order by r.created_at desc, r.id desc limit ${limit}`)
}

/** What the job needs to run a report. */
export interface ReportToRun {
  id: number
  mission_id: number
  radius_miles: number
  start_date: string
  end_date: string
  status: string
}

export async function findReportToRun(db: Queryable, reportId: number): Promise<ReportToRun | undefined> {
  return queryRow<ReportToRun>(db, sql`select id, mission_id, radius_miles, start_date, end_date, status from coverage_reports where id = ${reportId}`)
}

/** An attempt starts (again) from nothing. */
export async function markReportRunning(db: Queryable, reportId: number): Promise<void> {
  await execute(db, sql`update coverage_reports set status = 'RUNNING', progress = 0, error = null where id = ${reportId}`)
}

export async function setReportProgress(db: Queryable, reportId: number, percent: number): Promise<void> {
  await execute(db, sql`update coverage_reports set progress = ${percent} where id = ${reportId}`)
}

/** Result and status land together: a reader sees either a running report or a finished one. */
export async function markReportDone(db: Queryable, reportId: number, result: CoverageResult): Promise<void> {
  await execute(
    db,
    sql`update coverage_reports set status = 'DONE', progress = 100, result = ${JSON.stringify(result)}, finished_at = now() where id = ${reportId}`,
  )
  await publishCoverageReportFinished(db, reportId)
}

export async function markReportFailed(db: Queryable, reportId: number, message: string): Promise<void> {
  await execute(db, sql`update coverage_reports set status = 'FAILED', error = ${message}, finished_at = now() where id = ${reportId}`)
  await publishCoverageReportFinished(db, reportId)
}

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
  /** The store's location is its postal code's centroid, not its address. */
  location_approximate: boolean
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
  /** Other missions switched on, not finished, closed or deleted, whose dates overlap the range. */
  activeMissionIds: number[]
  beeWork: BeeWork[]
}

const RESPONSE_STATES = ['approved', 'pending', 'started', 'refused', 'suppressed', 'abandoned'] as const

/** One bee's responses in the range, by state. */
export type BeeWork = { bee_id: number } & Record<(typeof RESPONSE_STATES)[number], number>

const beeWorkParams = (work: BeeWork[]) => [work.map((w) => w.bee_id), ...RESPONSE_STATES.map((state) => work.map((w) => w[state]))]

/** One pass over the responses of the range, grouped by bee. */
export async function beeWorkDuring(pool: Queryable, startDate: string, endDate: string): Promise<BeeWork[]> {
  return queryRows<BeeWork>(
    pool,
    sql`select bee_id, ${sql.raw(RESPONSE_STATES.map((state) => `(count(*) filter (where state = '${state}'))::int as ${state}`).join(', '))}
     from responses where started_at >= ${startDate}::date and started_at < ${endDate}::date + 1 group by bee_id`,
  )
}

// Every radius test is written twice on purpose: earth_box(...) @> ll_to_earth(...) is what the
// GiST indexes on ll_to_earth(lat, lng) of places and bees can answer (a cube around the point),
// point(lng, lat) <@ box what the pins' point index can (radiusBox), and the exact test
// that follows trims the box's corners to the circle. That test is earth_distance(...) <= r in
// plain arithmetic: on earthdistance's sphere (radius earth()) the great-circle distance is at
// most r exactly when cos(lat1) cos(lat2) cos(lng2 - lng1) + sin(lat1) sin(lat2), the cosine of
// the angle between the two points, is at least cos(r / earth()). earth_distance itself would
// run ll_to_earth and sec_to_gc once per candidate row, SQL functions PostgreSQL cannot inline
// (a domain cast; a CASE in a strict function): with ~10,000 candidate places per pin at 10
// miles that was about 90 % of the report's time (bench/coverage.bench.ts).
const closeEnough = (pin: string, lat: string, lng: string) =>
  `${pin}.cos_lat * cos(radians(${lat})) * cos(radians(${lng}) - ${pin}.lng_rad) + ${pin}.sin_lat * sin(radians(${lat})) >= cos($2 / earth())`
const within = (pin: string, lat: string, lng: string) => `earth_box(${pin}.e, $2) @> ll_to_earth(${lat}, ${lng}) and ${closeEnough(pin, lat, lng)}`
/** The same test for pins, whose index is on point(longitude, latitude): the pin's radiusBox first. */
const pinWithin = (pin: string, lat: string, lng: string) => `point(${lng}, ${lat}) <@ ${pin}.box and ${closeEnough(pin, lat, lng)}`

/**
 * SQL for a box of longitudes and latitudes that holds every point within `metres` of (lat, lng)
 * on earthdistance's sphere, for a point index. The latitudes reach the circle's angle either
 * way; the longitudes reach asin(sin(angle) / cos(lat)), the widest the circle gets (at a latitude
 * nearer the pole than its centre). A circle around a pole, or across the 180th meridian, takes
 * every longitude: a wider box costs a few more candidates, a narrower one would lose pins. A
 * hundred-thousandth of a degree (about a metre) on each side keeps rounding from dropping a
 * point that lies on the circle.
 */
export const radiusBox = (lat: string, lng: string, metres: string): string => {
  const angle = `(${metres} / earth())`
  const dlat = `(degrees(${angle}) + 1e-5)`
  const spread = `(sin(${angle}) / greatest(cos(radians(${lat})), 1e-9))`
  const dlng = `(degrees(asin(least(${spread}, 1))) + 1e-5)`
  return `case when ${spread} >= 1 or abs(${lng}) + ${dlng} > 180
    then box(point(-180, ${lat} - ${dlat}), point(180, ${lat} + ${dlat}))
    else box(point(${lng} - ${dlng}, ${lat} - ${dlat}), point(${lng} + ${dlng}, ${lat} + ${dlat})) end`
}

/**
 * The coverage of a batch of pins in one statement: set-based per batch, index-driven per pin.
 * $1 pin ids, $2 radius in metres, $3 ids of the other missions active during the range,
 * $4..$10 the per-bee response counts of the range (beeWorkDuring), passed in so the responses
 * are read once per report, not once per batch.
 *
 * Bee activity is read per bee, not per neighbouring pin: each pin looks up the bees living
 * within the radius through the bees' GiST index and adds up their counts. Walking every neighbouring pin's responses instead costs
 * neighbours x responses per pin, which is what made a first version take minutes.
 */
export const COVERAGE_BATCH_SQL = `
  with target as (
    select pn.id, pn.identity as pin_identity, op.identity as org_place_identity, op.place_id, op.name as store_name,
      o.name as organization, op.store_number, pl.street, pl.city, pl.state, pl.postal_code, pl.location_approximate,
      pn.latitude, pn.longitude, ll_to_earth(pn.latitude, pn.longitude) as e,
      cos(radians(pn.latitude)) as cos_lat, sin(radians(pn.latitude)) as sin_lat, radians(pn.longitude) as lng_rad,
      ${radiusBox('pn.latitude', 'pn.longitude', '$2')} as box
    from pins pn
    join organization_places op on op.id = pn.organization_place_id
    join organizations o on o.id = op.organization_id
    join places pl on pl.id = op.place_id
    where pn.id = any($1::bigint[]) and pn.latitude is not null and pn.longitude is not null
  ),
  bee_work as (
    select * from unnest($4::bigint[], $5::int[], $6::int[], $7::int[], $8::int[], $9::int[], $10::int[])
      as w(bee_id, approved, pending, started, refused, suppressed, abandoned)
  )
  select t.pin_identity, t.org_place_identity, t.store_name, t.organization, t.store_number, t.street, t.city, t.state, t.postal_code,
    t.latitude, t.longitude, t.location_approximate,
    coalesce(work.active_bees, 0)::int as active_bees,
    coalesce(work.approved, 0)::int as approved, coalesce(work.pending, 0)::int as pending, coalesce(work.started, 0)::int as started,
    coalesce(work.refused, 0)::int as refused, coalesce(work.suppressed, 0)::int as suppressed, coalesce(work.abandoned, 0)::int as abandoned,
    (select count(*) from places p2
      where ${within('t', 'p2.latitude', 'p2.longitude')} and p2.id <> t.place_id)::int as other_stores,
    (select count(*) from pins p3
      where ${pinWithin('t', 'p3.latitude', 'p3.longitude')}
        and p3.is_running and p3.mission_id = any($3::bigint[]))::int as active_pins,
    (select earth_distance(t.e, ll_to_earth(b.home_latitude, b.home_longitude)) from bees b
      where b.is_active and b.home_latitude is not null and b.home_longitude is not null
      order by ll_to_earth(b.home_latitude, b.home_longitude) <-> t.e limit 1) as nearest_bee_metres
  from target t
  left join lateral (
    select count(*) as active_bees, sum(w.approved) as approved, sum(w.pending) as pending, sum(w.started) as started,
      sum(w.refused) as refused, sum(w.suppressed) as suppressed, sum(w.abandoned) as abandoned
    from bees b join bee_work w on w.bee_id = b.id
    where b.is_active and ${within('t', 'b.home_latitude', 'b.home_longitude')}
  ) work on true
  order by t.id`

/** The tuned text as it is, its values by position; unnamed, so planned with each batch's values. */
const coverageBatchStatement = prepareStatement(null, sql.raw(COVERAGE_BATCH_SQL))

export async function coverageBatch(pool: Queryable, pinIds: number[], window: CoverageWindow): Promise<CoverageRowData[]> {
  if (pinIds.length === 0) return []
  return queryPrepared<CoverageRowData>(pool, coverageBatchStatement, [pinIds, window.radiusMetres, window.activeMissionIds, ...beeWorkParams(window.beeWork)])
}

/** One pin of the report with its store, and its own place's location (excluded from Other Stores). */
export interface CoverageTarget extends Omit<CoverageRowData, 'active_bees' | RadiusColumn> {
  id: number
  place_latitude: number | null
  place_longitude: number | null
}
type RadiusColumn = 'approved' | 'pending' | 'started' | 'refused' | 'suppressed' | 'abandoned' | 'other_stores' | 'active_pins' | 'nearest_bee_metres'

/** The pins of the report that have a location, with their stores, in pin order (as the reference statement). */
export async function reportTargets(pool: Queryable, missionId: number): Promise<CoverageTarget[]> {
  return queryRows<CoverageTarget>(
    pool,
    sql`select pn.id, pn.identity as pin_identity, op.identity as org_place_identity, op.name as store_name, o.name as organization, op.store_number,
        pl.street, pl.city, pl.state, pl.postal_code, pl.location_approximate, pn.latitude, pn.longitude,
        pl.latitude as place_latitude, pl.longitude as place_longitude
      from pins pn
      join organization_places op on op.id = pn.organization_place_id
      join organizations o on o.id = op.organization_id
      join places pl on pl.id = op.place_id
      where pn.mission_id = ${missionId} and pn.latitude is not null and pn.longitude is not null
      order by pn.id`,
  )
}

export async function missionPinCount(pool: Queryable, missionId: number): Promise<number> {
  const row = await queryRow<{ n: number }>(pool, sql`select count(*)::int as n from pins where mission_id = ${missionId}`)
  return row?.n ?? 0
}

/** Located points: what the report's radius tests read. */
export interface LocatedPoint {
  latitude: number
  longitude: number
}

/** The range of place ids, for reading the places in slices. */
export async function placeIdRange(pool: Queryable): Promise<{ first: number; last: number } | undefined> {
  const row = await queryRow<{ first: number | null; last: number | null }>(pool, sql`select min(id)::float8 as first, max(id)::float8 as last from places`)
  return row?.first == null || row.last == null ? undefined : { first: row.first, last: row.last }
}

/** The located places with ids in [from, to): one slice of the directory (a primary-key range). */
export async function placePointsBetween(pool: Queryable, from: number, to: number): Promise<LocatedPoint[]> {
  return queryRows<LocatedPoint>(
    pool,
    sql`select latitude, longitude from places where id >= ${from} and id < ${to} and latitude is not null and longitude is not null`,
  )
}

/** Active bees with a home location (the nearest bee; with their work in the range, the active bees). */
export async function activeBeeHomes(pool: Queryable): Promise<(LocatedPoint & { id: number })[]> {
  return queryRows<LocatedPoint & { id: number }>(
    pool,
    sql`select id, home_latitude as latitude, home_longitude as longitude from bees
      where is_active and home_latitude is not null and home_longitude is not null`,
  )
}

/** Running, located pins of the given missions (the report's Active Pins). */
export async function runningPinPoints(pool: Queryable, missionIds: number[]): Promise<LocatedPoint[]> {
  if (missionIds.length === 0) return []
  return queryRows<LocatedPoint>(
    pool,
    sql`select latitude, longitude from pins
      where mission_id = any(${sql.param(missionIds)}::bigint[]) and is_running and latitude is not null and longitude is not null`,
  )
}

/** The pins of the report, in a stable order so batches never overlap or miss one. */
export async function reportPinIds(pool: Queryable, missionId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(pool, sql`select id from pins where mission_id = ${missionId} order by id`)
  return rows.map((row) => Number(row.id))
}

export async function activeMissionIdsDuring(pool: Queryable, window: Pick<CoverageWindow, 'missionId' | 'startDate' | 'endDate'>): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    pool,
    sql`select m.id from missions m where m.id <> ${window.missionId} and ${missionActive()} and m.start_date <= ${window.endDate} and m.end_date >= ${window.startDate}`,
  )
  return rows.map((row) => Number(row.id))
}
