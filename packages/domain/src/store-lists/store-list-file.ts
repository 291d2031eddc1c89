import { readStoreListHeader } from './store-list-header'
import { conflictingGroupCaps, moreErrorsText, NO_STORE_ROWS, notAStoreListFile, TOO_MANY_STORE_ROWS } from './store-list.messages'
import { createColumnLookup, isBlankRow, readRowValues, rowNumberForIndex, validateRowValues } from './store-list-row'
import type { UploadRow } from './store-list-row'

export const MAX_STORE_ROWS = 50_000
/** The validation panel shows at most this many errors and this many warnings. */
export const MAX_SHOWN_MESSAGES = 100

/** 001 §2 and §12: store lists are .xls and .xlsx spreadsheets (a .csv is the notification audience's format, not this). */
export const STORE_LIST_FILE_EXTENSIONS = ['.xls', '.xlsx'] as const

/** Why a chosen or dropped file is not a store list, or null when its name says it is one. */
export function storeListFileTypeError(fileName: string): string | null {
  const name = fileName.toLowerCase()
  return STORE_LIST_FILE_EXTENSIONS.some((extension) => name.endsWith(extension)) ? null : notAStoreListFile(fileName)
}

export interface GroupSummary {
  name: string
  /** The first valid cap seen for the group. */
  groupCap: number | null
  storeCount: number
}

export interface MissionSummary {
  wiserMissionId: string
  storeCount: number
  groups: GroupSummary[]
}

export interface ShownMessages {
  shown: string[]
  hiddenCount: number
  /** 'N more errors not shown...', or null when nothing is hidden. */
  moreLine: string | null
}

export interface StoreListValidation {
  /** Non-blank data rows, in file order. */
  rows: UploadRow[]
  storeRowCount: number
  missions: MissionSummary[]
  missionCount: number
  /** File-level errors first, then row errors in row order. */
  errors: string[]
  warnings: string[]
  shownErrors: ShownMessages
  /** The spec has only the "more errors" line; it serves warnings too. */
  shownWarnings: ShownMessages
  /** Any error blocks submission; warnings do not. */
  canSubmit: boolean
}

export function limitMessages(messages: readonly string[], limit = MAX_SHOWN_MESSAGES): ShownMessages {
  const hiddenCount = Math.max(0, messages.length - limit)
  return { shown: messages.slice(0, limit), hiddenCount, moreLine: hiddenCount > 0 ? moreErrorsText(hiddenCount) : null }
}

const groupKey = (missionId: string, groupName: string) => `${missionId}\u0000${groupName}`

/** Groups of one mission with more than one group_cap, as their group names, each once. */
export function findConflictingGroupCaps(rows: readonly Pick<UploadRow, 'wiserMissionId' | 'groupName' | 'groupCap'>[]): string[] {
  const capByGroup = new Map<string, number>()
  const conflicting = new Set<string>()
  const names: string[] = []
  for (const row of rows) {
    if (row.wiserMissionId === '' || row.groupName === '' || row.groupCap <= 0) continue
    const key = groupKey(row.wiserMissionId, row.groupName)
    const cap = capByGroup.get(key)
    if (cap === undefined) capByGroup.set(key, row.groupCap)
    else if (cap !== row.groupCap && !conflicting.has(key)) {
      conflicting.add(key)
      names.push(row.groupName)
    }
  }
  return names
}

function summarizeMissions(rows: readonly UploadRow[]): MissionSummary[] {
  const missions = new Map<string, { storeCount: number; groups: Map<string, GroupSummary> }>()
  for (const row of rows) {
    if (row.wiserMissionId === '') continue
    let mission = missions.get(row.wiserMissionId)
    if (!mission) {
      mission = { storeCount: 0, groups: new Map() }
      missions.set(row.wiserMissionId, mission)
    }
    mission.storeCount += 1
    if (row.groupName === '') continue
    const group = mission.groups.get(row.groupName)
    if (group) {
      group.storeCount += 1
      group.groupCap ??= row.groupCap > 0 ? row.groupCap : null
    } else {
      mission.groups.set(row.groupName, { name: row.groupName, groupCap: row.groupCap > 0 ? row.groupCap : null, storeCount: 1 })
    }
  }
  return [...missions].map(([wiserMissionId, mission]) => ({
    wiserMissionId,
    storeCount: mission.storeCount,
    groups: [...mission.groups.values()],
  }))
}

/**
 * Validate a whole sheet: `header` is row 1; `rows` are the data rows, each
 * an object keyed by header text or an array aligned with the header. Blank
 * rows are skipped but keep their place in the numbering. Linear in the
 * number of rows, with no per-row regex compilation.
 */
export function validateStoreListFile({ header, rows }: { header: unknown; rows: unknown }): StoreListValidation {
  const headerResult = readStoreListHeader(header)
  const rawRows: readonly unknown[] = Array.isArray(rows) ? rows : []
  const uploadRows: UploadRow[] = []
  const rowErrors: string[] = []
  const rowWarnings: string[] = []
  const lookup = createColumnLookup()

  for (let index = 0; index < rawRows.length; index += 1) {
    const values = readRowValues(rawRows[index], headerResult.columns, lookup)
    if (isBlankRow(values)) continue
    uploadRows.push(validateRowValues(values, rowNumberForIndex(index), rowErrors, rowWarnings))
  }

  const fileErrors = [...headerResult.errors]
  if (uploadRows.length === 0) fileErrors.push(NO_STORE_ROWS)
  if (uploadRows.length > MAX_STORE_ROWS) fileErrors.push(TOO_MANY_STORE_ROWS)
  for (const group of findConflictingGroupCaps(uploadRows)) fileErrors.push(conflictingGroupCaps(group))

  const errors = [...fileErrors, ...rowErrors]
  const warnings = [...headerResult.warnings, ...rowWarnings]
  const missions = summarizeMissions(uploadRows)
  return {
    rows: uploadRows,
    storeRowCount: uploadRows.length,
    missions,
    missionCount: missions.length,
    errors,
    warnings,
    shownErrors: limitMessages(errors),
    shownWarnings: limitMessages(warnings),
    canSubmit: errors.length === 0,
  }
}
