import { sql } from 'drizzle-orm'
import type { PinAction } from '@mc/domain'
import { execute, queryRows, type Queryable } from '../../db/pg-statement'
import { matchingPinsSql, type PinFilter } from './pin-filter.sql'

/**
 * Pause / resume pins by id, each with its own action: one statement. The ids are the named pins
 * the bulk action locked (lockNamedPins), so each is found by primary key, not by identity again.
 * Test pins are never touched.
 */
export async function setPinsRunning(tx: Queryable, pins: { id: number; action: PinAction }[]): Promise<number> {
  return execute(
    tx,
    sql`
    update pins p set is_running = (v.action = 'RESUME'), updated_at = now()
    from unnest(${sql.param(pins.map((pin) => pin.id))}::bigint[], ${sql.param(pins.map((pin) => pin.action))}::text[]) as v(id, action)
    where p.id = v.id and not p.is_test_pin`,
  )
}

/** Pause / resume every non-test pin of a mission matching the Pins tab filter: one statement. */
export async function setMatchingPinsRunning(tx: Queryable, missionId: number, today: string, filter: PinFilter, action: PinAction): Promise<number> {
  return execute(tx, sql`update pins s set is_running = ${action === 'RESUME'}, updated_at = now() where ${matchingPinsSql(missionId, today, filter)}`)
}

export async function deletePinsByIdentity(tx: Queryable, identities: string[]): Promise<number> {
  return execute(
    tx,
    sql`
    delete from pins where identity = any(${sql.param(identities)}::text[]) and not is_test_pin`,
  )
}

export async function deleteMatchingPins(tx: Queryable, missionId: number, today: string, filter: PinFilter): Promise<number> {
  return execute(tx, sql`delete from pins s where ${matchingPinsSql(missionId, today, filter)}`)
}

/** Of the given org place identities, those that are pins of the mission. */
export async function findPinnedOrgPlaces(db: Queryable, missionId: number, orgPlaceIdentities: string[]): Promise<string[]> {
  const rows = await queryRows<{ identity: string }>(
    db,
    sql`
    select op.identity from pins p join organization_places op on op.id = p.organization_place_id
    where p.mission_id = ${missionId} and op.identity = any(${sql.param(orgPlaceIdentities)}::text[])`,
  )
  return rows.map((row) => row.identity)
}

/**
 * New prices for the mission's pins at the given org places: one statement. A place listed
 * twice takes its last price, as if the lines were applied in order.
 */
export async function setPinPrices(tx: Queryable, missionId: number, rows: { orgPlaceIdentity: string; price: number }[]): Promise<number> {
  return execute(
    tx,
    sql`
    with input as (
      select distinct on (v.identity) v.identity, v.price
      from unnest(${sql.param(rows.map((row) => row.orgPlaceIdentity))}::text[], ${sql.param(rows.map((row) => row.price))}::int[])
        with ordinality as v(identity, price, line)
      order by v.identity, v.line desc
    )
    update pins p set reward_points = input.price, updated_at = now()
    from input join organization_places op on op.identity = input.identity
    where p.mission_id = ${missionId} and p.organization_place_id = op.id`,
  )
}
