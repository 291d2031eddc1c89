import type { missions, missionCapPeriods, missionBriefs } from '../../db/schema'
import type { CapProgress } from '@mc/domain'

/** A mission as stored; GraphQL field resolvers derive the rest from it. */
export type MissionRow = typeof missions.$inferSelect
export type CapPeriodRow = typeof missionCapPeriods.$inferSelect
/** A cap period as GraphQL's MissionCapPeriod resolves it: the row and its mission's identity. */
export type MissionCapPeriodRow = CapPeriodRow & { missionIdentity: string }
export type BriefRow = typeof missionBriefs.$inferSelect

export interface CampaignRef {
  id: number
  identity: string
  name: string
  startDate: string
  endDate: string
  selfFunded: boolean
  legacyId: number
  customer: { identity: string; name: string; hasCustomReportingPeriods: boolean }
}

export interface DeploymentCounts {
  pinCount: number
  deploymentGroupCount: number
  runningPinCount: number
  activePlacePinCount: number
}

export interface SwarmRef {
  identity: string
  name: string
  size: number
  specification: string
}

export interface TaskSummaryRef {
  id: string
  name: string
  description: string
}

export interface AuditEntry {
  id: number
  actorEmail: string
  action: string
  createdAt: string
  before: unknown
  after: unknown
}

export const EMPTY_PROGRESS: CapProgress = { approved: 0, pending: 0, started: 0, refused: 0, suppressed: 0, abandoned: 0 }

/** Rows of (key, state, count) folded into one CapProgress per key. */
export function foldProgress<K>(rows: { key: K; state: string; count: number }[]): Map<K, CapProgress> {
  const byKey = new Map<K, CapProgress>()
  for (const row of rows) {
    const progress = byKey.get(row.key) ?? { ...EMPTY_PROGRESS }
    if (row.state in progress) progress[row.state as keyof CapProgress] += Number(row.count)
    byKey.set(row.key, progress)
  }
  return byKey
}
