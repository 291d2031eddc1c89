import { describeMissionChange, type MissionChange } from '../missions/mission-history'
import type { MissionChangePart } from './live-events'

/**
 * What a mission's History entry means for the live console (issue 36): which parts of the mission
 * screens it changed, and the short phrase of the colleague notice ("Jordan Rivera paused 12 pins").
 * Pin, group, reprice and merge entries say it as their History line does (describeMissionChange,
 * its first line in lower case); the others by their action.
 */

const PIN_PARTS: MissionChangePart[] = ['pins', 'groups', 'counts', 'history']

/** Parts by History action; an action not named here (a new one) refreshes every part. */
const PARTS_BY_ACTION: Record<string, MissionChangePart[]> = {
  actionPinBulk: PIN_PARTS,
  actionPinsMatching: PIN_PARTS,
  deletePins: PIN_PARTS,
  deletePinsMatching: PIN_PARTS,
  repricePins: PIN_PARTS,
  mergePlaces: PIN_PARTS,
  deleteDeploymentGroup: PIN_PARTS,
  editGroupCap: ['groups', 'history'],
  editGroupFrequencyCap: ['groups', 'history'],
  createMissionCapPeriod: ['capPeriods', 'counts', 'history'],
  updateMissionCapPeriod: ['capPeriods', 'counts', 'history'],
  deleteMissionCapPeriod: ['capPeriods', 'counts', 'history'],
  setBriefPretty: ['brief', 'history'],
  editMissionState: ['details', 'state', 'history'],
  editMission: ['details', 'state', 'counts', 'history'],
  extendMission: ['details', 'state', 'history'],
  patchMission: ['details', 'history'],
  setTask: ['details', 'history'],
  setBasePriceAndfrequencyCapForAnywhereMission: ['details', 'history'],
  createMission: ['details', 'history'],
}
const ALL_PARTS: MissionChangePart[] = ['details', 'pins', 'groups', 'capPeriods', 'brief', 'state', 'counts', 'history']

type Fields = Record<string, unknown>
const fieldsOf = (value: unknown): Fields => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : {})

/** The parts of the mission screens a History action changed. */
export function missionChangeParts({ action, after }: Pick<MissionChange, 'action' | 'after'>): MissionChangePart[] {
  // An undo changes what the action it takes back changed.
  if (action === 'undoMissionChange') {
    const undid = fieldsOf(after).undid
    return typeof undid === 'string' && PARTS_BY_ACTION[undid] ? PARTS_BY_ACTION[undid] : ALL_PARTS
  }
  return PARTS_BY_ACTION[action] ?? ALL_PARTS
}

/** Names of what a cap-period entry holds: one period or several. */
function periodNames(snapshot: unknown): string {
  const items = Array.isArray(snapshot) ? snapshot : [snapshot]
  return items
    .map((item) => fieldsOf(item).name)
    .filter((name): name is string => typeof name === 'string')
    .join(', ')
}

const lowerFirst = (text: string): string => (text ? text[0]!.toLowerCase() + text.slice(1) : text)
const named = (prefix: string, name: string): string => (name ? `${prefix} ${name}` : prefix)

/** The notice's phrase, past tense and lower case ("paused 12 pins"); null when no phrase fits. */
export function missionChangeSummary(change: MissionChange): string | null {
  const before = fieldsOf(change.before)
  const after = fieldsOf(change.after)
  switch (change.action) {
    case 'actionPinBulk':
    case 'actionPinsMatching':
    case 'deletePins':
    case 'deletePinsMatching':
    case 'repricePins':
    case 'mergePlaces':
    case 'deleteDeploymentGroup': {
      const first = describeMissionChange(change)[0]
      return first ? lowerFirst(first) : null
    }
    case 'undoMissionChange':
      return typeof after.summary === 'string' ? `undid ${after.summary}` : 'undid a change'
    case 'editGroupCap':
    case 'editGroupFrequencyCap':
      return named(`changed the ${change.action === 'editGroupCap' ? 'cap' : 'frequency cap'} of group`, String(after.name ?? ''))
    case 'createMissionCapPeriod':
      return named('added cap period', periodNames(change.after))
    case 'updateMissionCapPeriod':
      return named('changed cap period', periodNames(change.after))
    case 'deleteMissionCapPeriod':
      return named('deleted cap period', periodNames(change.before))
    case 'setBriefPretty':
      return 'edited the brief'
    case 'editMissionState':
      return typeof after.state === 'string' ? `switched the mission to ${after.state}` : 'changed the mission state'
    case 'extendMission':
      return typeof after.endDate === 'string' ? `extended the mission to ${after.endDate}` : 'extended the mission'
    case 'editMission':
    case 'patchMission':
      return 'edited the mission'
    case 'setTask':
      return 'changed the task'
    case 'setBasePriceAndfrequencyCapForAnywhereMission':
      return 'changed the base price and frequency cap'
    case 'createMission':
      return 'created the mission'
    default:
      return before.name === undefined && after.name === undefined ? null : named('changed', String(after.name ?? before.name))
  }
}
