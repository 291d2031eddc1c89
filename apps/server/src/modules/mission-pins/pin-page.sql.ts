import { sql } from 'drizzle-orm'
import type { MissionPin } from '@mc/domain/missions/mission-pin.types'
import { AVAILABLE_AT, IS_CAPPED } from './pin-status.sql'

/** A row of the pins query, as the database names its columns. */
export interface PinRow {
  identity: string
  reward_points: number
  frequency_cap: number
  is_running: boolean
  is_capped: boolean
  available_at: number | null
  is_test_pin: boolean
  latitude: number | null
  longitude: number | null
  timezone: string | null
  started: number
  pending: number
  approved: number
  group_identity: string | null
  group_name: string
  op_identity: string
  store_number: string | null
  op_name: string | null
  street: string | null
  city: string | null
  state: string | null
  postal_code: string | null
  org_identity: string
  org_name: string
  org_display_name: string | null
}

export function toMissionPin(row: PinRow): MissionPin {
  return {
    identity: row.identity,
    rewardPoints: row.reward_points,
    frequencyCap: row.frequency_cap,
    isRunning: row.is_running,
    isCapped: row.is_capped,
    availableAt: row.available_at,
    isTestPin: row.is_test_pin,
    latitude: row.latitude,
    longitude: row.longitude,
    timezone: row.timezone,
    capProgress: { started: row.started, pending: row.pending, approved: row.approved },
    deploymentGroup: row.group_identity ? { identity: row.group_identity, name: row.group_name } : null,
    organizationPlace: {
      identity: row.op_identity,
      storeNumber: row.store_number,
      name: row.op_name,
      place: { primaryAddress: { street: row.street, city: row.city, state: row.state, postalCode: row.postal_code } },
      organization: { identity: row.org_identity, name: row.org_name, displayName: row.org_display_name },
    },
  }
}

/**
 * The Pins tab's order (organization name, store number, id) over a pins or pin_status row `s`:
 * the sort key the triggers of migration 0011 copy onto each pin from its organization place, in
 * the order of pins_mission_order_idx, so a page is read from that index without any join.
 */
export const PIN_ORDER = sql.raw('s.sort_org_name, s.sort_store_number nulls last, s.id')

/** The columns the Pins tab shows of a pin_status row `s` and its store, organization and group. */
export const PIN_COLUMNS = sql`
  s.identity, s.reward_points, s.frequency_cap, s.is_running, s.is_test_pin, s.latitude, s.longitude, s.timezone,
  s.started, s.pending, s.approved, ${IS_CAPPED} as is_capped, ${AVAILABLE_AT} as available_at,
  g.identity as group_identity, g.name as group_name,
  op.identity as op_identity, op.store_number, op.name as op_name,
  pl.street, pl.city, pl.state, pl.postal_code,
  o.identity as org_identity, o.name as org_name, o.display_name as org_display_name`

export const PIN_JOINS = sql`
  join organization_places op on op.id = s.organization_place_id
  join places pl on pl.id = op.place_id
  join organizations o on o.id = op.organization_id
  left join deployment_groups g on g.id = s.deployment_group_id`
