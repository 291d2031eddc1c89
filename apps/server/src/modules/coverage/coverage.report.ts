import type pg from 'pg'
import { coverageLevel, METRES_PER_MILE, milesToMetres, type CoverageLevel } from '@mc/domain/coverage/coverage.rules'
import type { CoverageReportRow, CoverageSummary } from '@mc/domain/coverage/coverage-report.types'
import type { Queryable } from '../../db/pg-statement'
import { NearestPoint, pinPosition, RadiusCounter, type Points } from './coverage.compute'
import {
  activeBeeHomes,
  activeMissionIdsDuring,
  beeWorkDuring,
  missionPinCount,
  placeIdRange,
  placePointsBetween,
  reportTargets,
  runningPinPoints,
  type CoverageRowData,
  type LocatedPoint,
} from './coverage.repository'

export interface CoverageResult {
  summary: CoverageSummary
  rows: CoverageReportRow[]
}

const round2 = (value: number) => Math.round(value * 100) / 100

export function toRow(data: CoverageRowData): CoverageReportRow {
  const region = [data.state, data.postal_code].filter(Boolean).join(' ')
  return {
    pinIdentity: data.pin_identity,
    orgPlaceIdentity: data.org_place_identity,
    store: data.store_name ?? data.organization,
    organization: data.organization,
    storeNumber: data.store_number,
    address: [data.street, data.city, region].filter(Boolean).join(', '),
    latitude: data.latitude,
    longitude: data.longitude,
    locationApproximate: data.location_approximate === true,
    activeBees: data.active_bees,
    responses: {
      approved: data.approved,
      pending: data.pending,
      started: data.started,
      refused: data.refused,
      suppressed: data.suppressed,
      abandoned: data.abandoned,
    },
    otherStores: data.other_stores,
    activePins: data.active_pins,
    nearestActiveBeeMiles: data.nearest_bee_metres === null ? null : round2(Number(data.nearest_bee_metres) / METRES_PER_MILE),
    level: coverageLevel(data.active_bees),
  }
}

function summarise(rows: CoverageReportRow[], totalPins: number): CoverageSummary {
  const levels: Record<CoverageLevel, number> = { NONE: 0, THIN: 0, COVERED: 0 }
  for (const row of rows) levels[row.level]++
  const bees = rows.map((row) => row.activeBees).sort((a, b) => a - b)
  const distances = rows.flatMap((row) => (row.nearestActiveBeeMiles === null ? [] : [row.nearestActiveBeeMiles]))
  return {
    pins: totalPins,
    pinsWithoutCoordinates: totalPins - rows.length,
    levels,
    medianActiveBees: bees.length ? bees[Math.floor(bees.length / 2)]! : 0,
    averageNearestBeeMiles: distances.length ? round2(distances.reduce((a, b) => a + b, 0) / distances.length) : null,
  }
}

export interface CoverageParams {
  missionId: number
  radiusMiles: number
  startDate: string
  endDate: string
}

/** Place ids read per statement: a slice of the directory's primary key. */
const PLACE_SLICE = 200_000
/** Pins computed between two yields to the event loop (the job runs in the API process). */
const PINS_PER_STEP = 1_000

/** The report's row is written at most this often: each write is a statement the user does not wait for. */
const PROGRESS_EVERY_MS = 250

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

async function readPlaces(pool: Queryable, onShare: (share: number) => Promise<void>): Promise<Points> {
  const latitude: number[] = []
  const longitude: number[] = []
  const range = await placeIdRange(pool)
  if (!range) return { latitude, longitude }
  for (let from = range.first; from <= range.last; from += PLACE_SLICE) {
    for (const place of await placePointsBetween(pool, from, from + PLACE_SLICE)) {
      latitude.push(place.latitude)
      longitude.push(place.longitude)
    }
    await onShare(Math.min(1, (from + PLACE_SLICE - range.first) / (range.last - range.first + 1)))
  }
  return { latitude, longitude }
}

const pointsOf = (rows: LocatedPoint[]): Points => ({ latitude: rows.map((row) => row.latitude), longitude: rows.map((row) => row.longitude) })

/**
 * Runs the report (docs/domain/coverage.md): reads the mission's pins and the points the radius
 * tests need once, then computes each pin's row in memory (coverage.compute.ts), telling
 * `onProgress` the share done: the reads (paced by the places' slices) are the first 40 %, the pins the rest.
 * No transaction is held open: the embedded database answers other requests between statements.
 */
export async function buildCoverageReport(pool: pg.Pool, params: CoverageParams, onProgress: (percent: number) => Promise<void>): Promise<CoverageResult> {
  let shown = 0
  let written = -Infinity
  const progress = async (percent: number) => {
    const rounded = Math.min(99, Math.floor(percent))
    if (rounded <= shown || performance.now() - written < PROGRESS_EVERY_MS) return
    shown = rounded
    written = performance.now()
    await onProgress(rounded)
  }
  const metres = milesToMetres(params.radiusMiles)
  const base = { missionId: params.missionId, startDate: params.startDate, endDate: params.endDate }
  // Two streams of reads side by side: the places, and the rest one after another. PostgreSQL runs
  // them on two cores; the embedded database, which runs one statement at a time, interleaves them
  // (more at once only queued there, and kept the job queue's and the console's statements waiting).
  const smallReads = async () => {
    const totalPins = await missionPinCount(pool, params.missionId)
    const targets = await reportTargets(pool, params.missionId)
    const beeWork = await beeWorkDuring(pool, base.startDate, base.endDate)
    const homes = await activeBeeHomes(pool)
    const activePins = await runningPinPoints(pool, await activeMissionIdsDuring(pool, base))
    return { totalPins, targets, beeWork, homes, activePins }
  }
  const [{ totalPins, targets, beeWork, homes, activePins }, places] = await Promise.all([smallReads(), readPlaces(pool, (share) => progress(40 * share))])
  const work = new Map(beeWork.map((w) => [Number(w.bee_id), w]))

  const busyBees = homes.filter((bee) => work.has(Number(bee.id)))
  const busyWork = busyBees.map((bee) => work.get(Number(bee.id))!)
  const beesNear = new RadiusCounter(pointsOf(busyBees), metres)
  const placesNear = new RadiusCounter(places, metres)
  const pinsNear = new RadiusCounter(pointsOf(activePins), metres)
  const nearestBee = new NearestPoint(pointsOf(homes))

  const rows: CoverageReportRow[] = []
  for (let step = 0; step < targets.length; step += PINS_PER_STEP) {
    for (const target of targets.slice(step, step + PINS_PER_STEP)) {
      const pin = pinPosition(target.latitude, target.longitude)
      const data: CoverageRowData = {
        ...target,
        active_bees: 0,
        approved: 0,
        pending: 0,
        started: 0,
        refused: 0,
        suppressed: 0,
        abandoned: 0,
        other_stores: placesNear.count(pin) - (placesNear.isWithin(pin, target.place_latitude, target.place_longitude) ? 1 : 0),
        active_pins: pinsNear.count(pin),
        nearest_bee_metres: nearestBee.distance(target.latitude, target.longitude),
      }
      beesNear.forEachWithin(pin, (index) => {
        const bee = busyWork[index]!
        data.active_bees++
        data.approved += bee.approved
        data.pending += bee.pending
        data.started += bee.started
        data.refused += bee.refused
        data.suppressed += bee.suppressed
        data.abandoned += bee.abandoned
      })
      rows.push(toRow(data))
    }
    await progress(40 + (60 * Math.min(targets.length, step + PINS_PER_STEP)) / Math.max(1, targets.length))
    await nextTurn()
  }
  return { summary: summarise(rows, totalPins), rows }
}
