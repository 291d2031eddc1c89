import { sql, type Placeholder, type SQL } from 'drizzle-orm'

/** The six counts of a pin's responses `r`; started, pending and approved use a slot. */
const SLOT_COUNTS = sql.raw(`
  count(*) filter (where r.state = 'started')::int as started,
  count(*) filter (where r.state = 'pending')::int as pending,
  count(*) filter (where r.state = 'approved')::int as approved,
  count(*) filter (where r.state = 'refused')::int as refused,
  count(*) filter (where r.state = 'suppressed')::int as suppressed,
  count(*) filter (where r.state = 'abandoned')::int as abandoned`)

/** A response `r` started on a day inside the cap window `period`. */
const IN_WINDOW = sql.raw(`r.started_at >= period.start_date and r.started_at < period.end_date + 1`)

/** The cap window of the mission (pinStatusCtes' first rule), as the CTE `period`. */
function periodCte(missionId: number | Placeholder, today: string | Placeholder): SQL {
  return sql`
    period as (
      select m.id as mission_id,
             case when m.cap_period_type = 'CUSTOM' then cp.start_date else m.start_date end as start_date,
             case when m.cap_period_type = 'CUSTOM' then cp.end_date else m.end_date end as end_date,
             m.cap_period_type = 'CUSTOM' as is_custom
      from missions m
      left join lateral (
        select c.start_date, c.end_date from mission_cap_periods c
        where c.mission_id = m.id and c.start_date <= ${today}::date and c.end_date >= ${today}::date
        order by c.start_date limit 1
      ) cp on true
      where m.id = ${missionId}
    )`
}

/**
 * The CTEs every pin and group read and every "matching the filter" write share, so the list,
 * the map, the group table and the bulk actions can never disagree on which pin is capped.
 * Rules (docs/domain/missions.md, "Pins, groups and bulk actions"):
 *
 * - The cap window is the mission's dates for a SIMPLE mission and the cap period holding
 *   `today` for a CUSTOM one (no such period: an empty window, nothing counts).
 * - A response uses a slot of its pin while started, pending or approved, counted by the day
 *   it started inside the window.
 * - A pin's frequency cap is its group's frequency cap when the group has one, else its own.
 * - A group is capped when it has a group cap and its pins' used slots reach it.
 * - A pin is capped when its group is capped, its used slots reach its frequency cap, or the
 *   platform has held it until a later available_at.
 *
 * Exposes `period`, `pin_counts`, `group_counts` and `pin_status`. Without `scope`, pin_status
 * holds every pin of the mission. With `scope` (a select of whole `pins` rows of the mission, e.g.
 * one page), it holds only those pins, read from the scope (not looked up again), only their
 * responses are read, and their capped groups' used slots come from pin_slot_counts (kept per pin
 * and day by the triggers of migration 0014): a page costs what its pins cost, not what the
 * mission or its groups cost.
 * group_counts is then complete only for the capped groups of the scope, which is all pin_status
 * reads of it. A scoped pin_status is materialized: planned on its own, the page
 * query that joins it to stores and organizations plans in ~2 ms instead of ~10 (PostgreSQL).
 * Its pin_counts and group_counts are materialized too, so a generic plan (a named prepared
 * statement, which guesses one row for every CTE) reads each once rather than once per pin.
 * `missionId` and `today` may be placeholders, for a statement built once and bound per call.
 */
export function pinStatusCtes(missionId: number | Placeholder, today: string | Placeholder, scope?: SQL): SQL {
  const scoped = scope !== undefined
  return sql`
    ${scoped ? sql`scope as materialized (${scope}),` : sql``}
    ${periodCte(missionId, today)},
    ${
      scoped
        ? sql`
    pin_counts as materialized (
      -- One index lookup per pin of the page: a page's pins are few, the mission's responses many.
      -- The pin's responses are read by pin alone (OFFSET 0 keeps the mission and window out of the
      -- scan): a generic plan, which cannot see that the mission holds most responses, otherwise
      -- reads the mission's responses in the window for every pin (seconds on the demo mission).
      select cp.id as pin_id, cp.deployment_group_id, c.*
      from scope cp cross join period
      cross join lateral (
        select ${SLOT_COUNTS} from (select * from responses r where r.pin_id = cp.id offset 0) r
        where r.mission_id = ${missionId} and ${IN_WINDOW}
      ) c
    ),
    group_counts as materialized (
      -- The capped groups of the page, from the slots kept per pin and day (migration 0014):
      -- one index range per group, not the responses of each of its pins.
      select g.id as group_id, coalesce(sum(k.used), 0)::int as used
      from deployment_groups g cross join period
      left join pin_slot_counts k on k.deployment_group_id = g.id and k.started_on between period.start_date and period.end_date
      where g.id = any(array(select deployment_group_id from scope)) and g.response_group_cap is not null
      group by g.id
    ),`
        : sql`
    pin_counts as (
      -- Aggregated before the join to pins: the planner cannot tell how many responses the
      -- window holds, and joining first made it look up a pin for every response.
      select c.*, p.deployment_group_id
      from (
        select r.pin_id, ${SLOT_COUNTS}
        from responses r cross join period
        where r.mission_id = ${missionId} and ${IN_WINDOW}
        group by r.pin_id
      ) c
      join pins p on p.id = c.pin_id and p.mission_id = ${missionId}
    ),
    group_counts as (
      select deployment_group_id as group_id, sum(started + pending + approved)::int as used
      from pin_counts
      where deployment_group_id is not null
      group by deployment_group_id
    ),`
    }
    pin_status as ${scoped ? sql`materialized` : sql``} (
      select p.id, p.identity, p.mission_id, p.deployment_group_id, p.organization_place_id, p.reward_points, p.sort_org_name, p.sort_store_number,
             p.is_running, p.is_test_pin, p.latitude, p.longitude, p.timezone, p.search_street, p.search_city, p.search_postal_code,
             coalesce(g.response_frequency_cap, p.frequency_cap) as frequency_cap,
             coalesce(pc.started, 0) as started, coalesce(pc.pending, 0) as pending, coalesce(pc.approved, 0) as approved,
             coalesce(pc.refused, 0) as refused, coalesce(pc.suppressed, 0) as suppressed, coalesce(pc.abandoned, 0) as abandoned,
             (g.response_group_cap is not null and coalesce(gc.used, 0) >= g.response_group_cap)
               or coalesce(pc.started + pc.pending + pc.approved, 0) >= coalesce(g.response_frequency_cap, p.frequency_cap)
               as capped_by_count,
             coalesce(p.available_at > now(), false) as held,
             case when p.available_at > now() then p.available_at end as held_until,
             case when period.is_custom and period.end_date is not null
               then ((period.end_date + 1)::timestamp at time zone coalesce(p.timezone, 'UTC')) end as period_reopens_at
      from ${scoped ? sql`scope p` : sql`pins p`}
      cross join period
      left join deployment_groups g on g.id = p.deployment_group_id
      left join pin_counts pc on pc.pin_id = p.id
      left join group_counts gc on gc.group_id = p.deployment_group_id
      ${scoped ? sql`` : sql`where p.mission_id = ${missionId}`}
    )`
}

/** is_capped and available_at (epoch seconds, NULL when free or when nothing reopens it) of a pin_status row `s`. */
export const IS_CAPPED = sql.raw(`(s.capped_by_count or s.held)`)
export const AVAILABLE_AT = sql.raw(`extract(epoch from greatest(s.held_until, case when s.capped_by_count then s.period_reopens_at end))::float8`)

/**
 * The availability label of a pin_status row `s`, as the console's pinAvailability names it (the
 * same order: capped, then a bee on it, then running, else paused), for counting labels in SQL;
 * map-cells.int.test.ts holds the two together.
 */
export const AVAILABILITY_LABEL = sql.raw(`case when (s.capped_by_count or s.held) then 'capped'
  when s.started > 0 then 'currentlyUnavailable' when s.is_running then 'availableNow' else 'notAvailable' end`)

/**
 * Whether the used slots of the pin_slot_counts rows `k` chosen by `owner` in the cap window reach
 * `cap`, reading only the first `cap` days with a used slot: each uses one at least, so they reach
 * the cap exactly when all of them would.
 */
const slotsReach = (owner: SQL, cap: SQL) => sql`(select coalesce(sum(k.used), 0) from (
    select k.used from pin_slot_counts k
    where ${owner} and k.started_on between period.start_date and period.end_date and k.used > 0
    limit greatest(${cap}, 0)) k) >= ${cap}`

/**
 * Which of the mission's pins are capped, and whether a bee is on each: the CTE `pin_status` with
 * every column of `pins` plus capped_by_count, held and started (1 or 0, not a count), by
 * pinStatusCtes' rules, for choosing the pins an availability filter matches (a filtered page, its
 * count, a bulk action on every match) and labelling the map's pins, without counting the
 * mission's responses. A pin's or a group's used slots come from pin_slot_counts, and
 * only as far as the cap: its first `cap` days with a used slot in the window (each uses one at
 * least) sum to the cap exactly when all of them would. So a pin costs one short index range,
 * whatever its responses, and a 100,000-pin mission with 5,000,000 responses is read in a fraction
 * of the full count's time (docs/decisions/mission-pages-at-scale.md). pin-cap-status.int.test.ts
 * holds it to pinStatusCtes' answer.
 */
export function pinCapStatusCtes(missionId: number, today: string): SQL {
  return sql`
    ${periodCte(missionId, today)},
    capped_groups as materialized (
      select g.id as group_id
      from deployment_groups g cross join period
      where g.mission_id = ${missionId} and g.response_group_cap is not null
        and ${slotsReach(sql`k.deployment_group_id = g.id`, sql`g.response_group_cap`)}
    ),
    pin_status as (
      select p.*,
             -- Uncorrelated, so one hash of the capped groups whatever the plan (a join to them let
             -- the planner walk the pins in order and scan every capped group per pin: 23 s).
             coalesce(p.deployment_group_id in (select group_id from capped_groups), false)
               or ${slotsReach(sql`k.pin_id = p.id`, sql`coalesce(g.response_frequency_cap, p.frequency_cap)`)}
               as capped_by_count,
             coalesce(p.available_at > now(), false) as held,
             -- Whether a bee is on it (AVAILABILITY_LABEL's second rule): computed only where read.
             (exists (select 1 from responses r where r.pin_id = p.id and r.state = 'started' and r.mission_id = ${missionId} and ${IN_WINDOW}))::int as started
      from pins p
      cross join period
      left join deployment_groups g on g.id = p.deployment_group_id
      where p.mission_id = ${missionId}
    )`
}
