import type { LiveEvent, RecordChangedEvent } from '@mc/domain'
import { noticeColleague } from './colleague-notice'
import { useLiveEvents } from './live-bus'

const VERB: Record<RecordChangedEvent['action'], string> = { created: 'added', updated: 'changed', deleted: 'deleted' }

/**
 * Calls `handler` with every change of a record of `resources` (the server's names: 'customer',
 * 'campaign', 'employee', 'mayaUser', a lookup table's entity) while the component is mounted.
 * With `notice` ("an employee"), a colleague's change is also told: "Jordan Rivera changed an employee".
 */
export function useRecordChanges(
  key: string,
  resources: readonly string[],
  handler: (event: RecordChangedEvent) => void,
  notice?: string | ((event: RecordChangedEvent) => string),
): void {
  useLiveEvents(key, (event, id) => {
    if (event.type !== 'record.changed' || !resources.includes(event.resource)) return
    handler(event)
    if (notice) noticeColleague(id, event.actor, `${VERB[event.action]} ${typeof notice === 'string' ? notice : notice(event)}`)
  })
}

/** For a form's `changedBy` (useChangedWhileEditing): who changed record `id` of `resource`, from one event. */
export const recordChangedBy = (resource: string, id: string | number) => (event: LiveEvent) =>
  event.type === 'record.changed' && event.resource === resource && event.id === String(id) ? event.actor : undefined
