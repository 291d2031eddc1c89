import { countOf } from '../common/counts'

/** One entry of a mission's History, as the audit log keeps it. */
export interface MissionChange {
  action: string
  before: unknown
  after: unknown
}

/**
 * What the server writes in the audit log for mission-scoped changes (before or after), so the
 * writer and describeMissionChange agree on one shape.
 */
export interface PinsActedOn {
  action: 'PAUSE' | 'RESUME' | 'MIXED'
  count: number
  /** Written out up to the server's limit; absent for larger actions. */
  pins?: string[]
}
export interface PinsActedOnMatching {
  action: 'PAUSE' | 'RESUME'
  count: number
  filter: unknown
}
export interface PinsDeleted {
  count: number
  pins?: string[]
}
export interface PinsDeletedMatching {
  count: number
  filter: unknown
}
export interface PinsRepriced {
  count: number
  /** csv lines */
  rows: number
  prices?: { orgPlaceIdentity: string; price: number }[]
}
/** An undo (undoMissionChange): which action it took back, in the words of its summary. */
export interface ChangeUndone {
  undid: string
  summary: string
}
export interface GroupDeleted {
  group: string
  name: string
  pins: number
}

/** A store as a merge's History entry names it. */
export interface MergedStore {
  identity: string
  address: string
  storeNumber: string | null
}
/**
 * A directory merge (mergeOrganizationPlaces), written once per mission it changed: the duplicate's
 * pin moved to the surviving store, or, where both stores had a pin, the one kept and the one
 * removed (its responses moved to the kept one).
 */
export interface PlacesMerged {
  survivor: MergedStore
  duplicate: MergedStore
  movedPin: string | null
  keptPin: string | null
  removedPin: string | null
  responsesMoved: number
}

/** At most this many identities are written out in one line; the rest are counted. */
export const HISTORY_IDENTITIES_SHOWN = 50

const PIN_ACTION_DONE: Record<string, string> = { PAUSE: 'Paused', RESUME: 'Resumed', MIXED: 'Paused or resumed' }

type Fields = Record<string, unknown>
const isFields = (value: unknown): value is Fields => !!value && typeof value === 'object' && !Array.isArray(value)
const numberIn = (fields: Fields, key: string): number => (typeof fields[key] === 'number' ? (fields[key] as number) : 0)

function identitiesLine(label: string, identities: unknown): string[] {
  if (!Array.isArray(identities)) return []
  const shown = identities.slice(0, HISTORY_IDENTITIES_SHOWN).map(String)
  const more = identities.length - shown.length
  return [`${label}: ${shown.join(', ')}${more > 0 ? ` and ${countOf(more, 'more', 'more')}` : ''}`]
}

/** The filter of a "select all matching" action, without the mission it is scoped to. */
function filterLine(filter: unknown): string[] {
  if (!isFields(filter)) return []
  const parts = Object.entries(filter)
    .filter(
      ([key, value]) => key !== 'missionIdentity' && value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0),
    )
    .map(([key, value]) => `${key} ${Array.isArray(value) ? value.join(', ') : String(value)}`)
  return [parts.length ? `Filter: ${parts.join('; ')}` : 'Filter: every pin']
}

/** Fields whose value differs between two snapshots of a row ("name: "Old" → "New""). */
function fieldChanges(before: Fields, after: Fields): string[] {
  return Object.keys(after)
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => `${key}: ${JSON.stringify(before[key])} → ${JSON.stringify(after[key])}`)
}

/** A snapshot written on one side only (created or deleted): its name, or its fields. */
function oneSided(snapshot: unknown): string[] {
  const items = Array.isArray(snapshot) ? snapshot : snapshot ? [snapshot] : []
  return items.flatMap((item) => {
    if (isFields(item) && 'name' in item) return [String(item.name)]
    if (isFields(item)) return Object.entries(item).map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    return item === null || item === undefined ? [] : [String(item)]
  })
}

const storeText = (store: unknown): string => {
  const fields = isFields(store) ? store : {}
  const number = typeof fields.storeNumber === 'string' ? ` #${fields.storeNumber}` : ''
  return `${String(fields.identity)}${number} (${String(fields.address)})`
}

/** A merge: which store went into which, and what became of this mission's pins. */
function placesMergedLines(after: Fields): string[] {
  const lines = [`Merged store ${storeText(after.duplicate)} into ${storeText(after.survivor)}`]
  if (typeof after.movedPin === 'string') lines.push(`Pin ${after.movedPin} moved to the surviving store`)
  if (typeof after.keptPin === 'string' && typeof after.removedPin === 'string') {
    const responses = numberIn(after, 'responsesMoved')
    lines.push(
      `Both stores had a pin: kept ${after.keptPin}, removed ${after.removedPin}${responses > 0 ? ` (its ${countOf(responses, 'response')} moved to ${after.keptPin})` : ''}`,
    )
  }
  return lines
}

/**
 * What a History entry says, line by line: for pin actions how many pins and which, for group and
 * mission edits each changed field as "field: old → new".
 */
export function describeMissionChange({ action, before, after }: MissionChange): string[] {
  const b = isFields(before) ? before : {}
  const a = isFields(after) ? after : {}
  switch (action) {
    case 'actionPinBulk':
      return [`${PIN_ACTION_DONE[String(a.action)] ?? 'Changed'} ${countOf(numberIn(a, 'count'), 'pin')}`, ...identitiesLine('Pins', a.pins)]
    case 'actionPinsMatching':
      return [`${PIN_ACTION_DONE[String(a.action)] ?? 'Changed'} ${countOf(numberIn(a, 'count'), 'pin')} matching a filter`, ...filterLine(a.filter)]
    case 'deletePins':
      return [`Deleted ${countOf(numberIn(b, 'count'), 'pin')}`, ...identitiesLine('Pins', b.pins)]
    case 'deletePinsMatching':
      return [`Deleted ${countOf(numberIn(b, 'count'), 'pin')} matching a filter`, ...filterLine(b.filter)]
    case 'repricePins': {
      const prices = Array.isArray(a.prices) ? (a.prices as Fields[]).map((row) => `${String(row.orgPlaceIdentity)} → ${String(row.price)}`) : undefined
      return [`Repriced ${countOf(numberIn(a, 'count'), 'pin')} from ${countOf(numberIn(a, 'rows'), 'csv line')}`, ...identitiesLine('New prices', prices)]
    }
    case 'mergePlaces':
      return placesMergedLines(a)
    case 'undoMissionChange':
      return [`Undid: ${String(a.summary)}`]
    case 'deleteDeploymentGroup':
      return [`Deleted group ${String(b.name)} (${String(b.group)}) with its ${countOf(numberIn(b, 'pins'), 'pin')}`]
    default:
      if (isFields(before) && isFields(after)) return fieldChanges(before, after)
      return oneSided(after ?? before)
  }
}
