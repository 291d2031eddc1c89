import { LIVE_POSITION_HEADER } from '@mc/domain/live/live-position'

/**
 * The live position the tab's first data was read at: each API answer says the position its server
 * had read when the request arrived (x-live-position). The channel's first connection resumes from
 * the lowest one instead of reading every screen's data again on `ready`; if any answer before it
 * said none (its server not listening yet), the channel refetches as before. Small: it is in the shell.
 */
let lowest: number | undefined
let unknown = false
let taken = false

/** Notes the position of a successful API answer (only until the channel first connects). */
export function noteLivePosition(response: Response): void {
  if (taken) return
  const header = response.headers.get(LIVE_POSITION_HEADER)
  if (!header || !/^\d{1,15}$/.test(header)) unknown = true
  else lowest = Math.min(lowest ?? Infinity, Number(header))
}

/** For the channel's first connection: the position to resume from, or undefined (refetch instead). Later answers are not noted. */
export function firstDataPosition(): number | undefined {
  taken = true
  return unknown ? undefined : lowest
}

/** For tests: a fresh tab. */
export function resetLivePosition(): void {
  lowest = undefined
  unknown = false
  taken = false
}
