import { PROGRESS_COLORS, PROGRESS_STATES } from './mission.enums'
import type { ProgressState } from './mission.enums'

export type CapProgress = Record<ProgressState, number>

/** Raw progress may carry the deprecated names completed (= approved) and rejected (= refused). */
export type RawCapProgress = Partial<Record<ProgressState | 'completed' | 'rejected', number | null>>

const count = (value: number | null | undefined): number => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0)

/** The six counts, missing ones as 0; the new names win when both are present. */
export function normalizeCapProgress(raw: RawCapProgress | null | undefined): CapProgress {
  const source = raw ?? {}
  return {
    approved: count(source.approved ?? source.completed),
    pending: count(source.pending),
    started: count(source.started),
    refused: count(source.refused ?? source.rejected),
    suppressed: count(source.suppressed),
    abandoned: count(source.abandoned),
  }
}

/** part / whole as a percentage rounded to 2 decimals; 0 when there is no whole. */
export function percentOf(part: number, whole: number): number {
  if (!(whole > 0) || !Number.isFinite(part)) return 0
  return Math.round((part / whole) * 10_000) / 100
}

export const formatPercent = (percent: number): string => `${percent.toFixed(2)}%`

export interface ProgressSegment {
  state: ProgressState
  count: number
  percent: number
  color: string
}

/**
 * The stacked cap progress bar: each count as a share of the target. Without
 * a target, or once responses outnumber it, the shares are of all responses,
 * so the segments always fit the bar.
 */
export function progressSegments(progress: CapProgress, target?: number | null): ProgressSegment[] {
  const total = PROGRESS_STATES.reduce((sum, state) => sum + progress[state], 0)
  const whole = Math.max(target != null && target > 0 ? target : 0, total)
  return PROGRESS_STATES.map((state) => ({
    state,
    count: progress[state],
    percent: percentOf(progress[state], whole),
    color: PROGRESS_COLORS[state],
  }))
}

/**
 * Progress against the target: approved responses are the ones that count
 * toward a cap being met; pending ones may still be refused.
 */
export const progressTowardTarget = (progress: CapProgress, target: number | null | undefined): number => percentOf(progress.approved, target ?? 0)
