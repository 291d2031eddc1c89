import type { LiveActor } from '@mc/domain'
import { loadSession } from '../auth/session-store'
import { notify } from '../feedback/notify'

/** Whether `actor` is someone other than the signed-in user (a job's own change has no actor). */
export function isColleague(actor: LiveActor | null | undefined): actor is LiveActor {
  const me = loadSession()?.profile.email
  return !!actor && !!actor.email && actor.email.toLowerCase() !== me?.toLowerCase()
}

/** Event ids already told, so two screens keeping up with one change tell it once. */
const told = new Set<string>()

/**
 * The colleague notice: when someone else changed what a screen shows, a short toast names them
 * and what they did ("Jordan Rivera paused 12 pins"). Nothing for the user's own changes, for a
 * job's, or for a change already told.
 */
export function noticeColleague(eventId: string, actor: LiveActor | null | undefined, summary: string | null | undefined): void {
  if (!isColleague(actor) || !summary || told.has(eventId)) return
  told.add(eventId)
  if (told.size > 200) told.delete(told.values().next().value!)
  notify.info(`${actor.name || actor.email} ${summary}`)
}
