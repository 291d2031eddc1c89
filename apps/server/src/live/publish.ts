import { missionChangeParts, missionChangeSummary, type LiveActor, type LiveEvent, type RecordChangeAction } from '@mc/domain'
import type { Queryable } from '../db/pg-statement'
import { insertLiveEvent, insertMissionLiveEvent, type LiveAudience } from './live-events.repository'

/**
 * Publishes an event to every console that may see it, through the database: written in the
 * caller's transaction (nothing is sent for a change rolled back), numbered and announced at commit,
 * then sent by each API process to its streams (live-hub.ts). Workers publish the same way.
 */
export async function publishLiveEvent(db: Queryable, event: LiveEvent): Promise<void> {
  if (event.type === 'mission.changed') return insertMissionLiveEvent(db, event)
  await insertLiveEvent(db, event, audienceOf(event))
}

/** Admin records go to admins only; everything else is read by every console user through the API. */
export const audienceOf = (event: LiveEvent): LiveAudience => (event.type === 'record.changed' && event.adminOnly ? 'admin' : 'staff')

/**
 * The audit log's entity types as the console names them, and whether only admins may read them
 * (their modules are declared admin). A type not listed is treated as admin-only: never too wide.
 */
const RECORDS: Record<string, { resource: string; adminOnly: boolean }> = {
  customer: { resource: 'customer', adminOnly: false },
  campaign: { resource: 'campaign', adminOnly: false },
  organization: { resource: 'organization', adminOnly: false },
  mission_deploy_template: { resource: 'storeList', adminOnly: false },
  employee: { resource: 'employee', adminOnly: true },
  maya_user: { resource: 'mayaUser', adminOnly: true },
  sisense_dashboard_responsibility: { resource: 'dashboardResponsibility', adminOnly: true },
}
/** Audit rows that are no record change a screen shows. */
const NOT_PUBLISHED = new Set(['sign_in'])

export interface AuditedChange {
  entityType: string
  entityIdentity: string
  action: string
  before?: unknown
  after?: unknown
}

/** The actor as an event names them: a signed-in user's name, or the address alone (a job, a lockout). */
function actorOf(actor: string | { email: string; name?: unknown }): LiveActor {
  if (typeof actor === 'string') return { email: actor, name: actor }
  return { email: actor.email, name: typeof actor.name === 'string' && actor.name ? actor.name : actor.email }
}

function recordAction(change: AuditedChange): RecordChangeAction {
  if (/^(create|add)/i.test(change.action) || (change.before == null && change.after != null)) return 'created'
  if (/^(delete|remove)/i.test(change.action) || (change.after == null && change.before != null)) return 'deleted'
  return 'updated'
}

/** The event an audited change makes, or none. */
export function liveEventOfAudit(actor: string | { email: string; name?: unknown }, change: AuditedChange): LiveEvent | undefined {
  if (NOT_PUBLISHED.has(change.entityType)) return undefined
  const by = actorOf(actor)
  if (change.entityType === 'mission') {
    const history = { action: change.action, before: change.before ?? null, after: change.after ?? null }
    return {
      type: 'mission.changed',
      missionId: change.entityIdentity,
      campaignId: null,
      parts: missionChangeParts(history),
      actor: by,
      summary: missionChangeSummary(history),
    }
  }
  const record = RECORDS[change.entityType] ?? { resource: change.entityType, adminOnly: true }
  return { type: 'record.changed', resource: record.resource, id: change.entityIdentity, action: recordAction(change), actor: by, adminOnly: record.adminOnly }
}

/**
 * The audit log's hook (recordAudit and its batch form; recordMissionAudit goes through it): every
 * change the History and the audit log keep is published once, from the one place it is recorded.
 */
export async function publishAuditedChanges(
  db: Queryable,
  actor: string | { email: string; name?: unknown },
  changes: readonly AuditedChange[],
): Promise<void> {
  for (const change of changes) {
    const event = liveEventOfAudit(actor, change)
    if (event) await publishLiveEvent(db, event)
  }
}
