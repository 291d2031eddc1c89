import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { createdAt, idPk } from './columns'

/** Who changed what, when, with the record before and after (mission History tab etc.). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: idPk(),
    actorEmail: text('actor_email').notNull(),
    /**
     * What was changed: 'mission' (also for its pins, groups, brief and cap periods), 'campaign',
     * 'customer', 'organization', 'employee', 'mission_deploy_template', 'responsibility',
     * 'sisense_cube', 'sisense_dashboard_responsibility', 'maya_user', 'sign_in'.
     */
    entityType: text('entity_type').notNull(),
    entityIdentity: text('entity_identity').notNull(),
    /** e.g. 'patchMission', 'repricePins'. */
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entityType, t.entityIdentity, t.createdAt), index('audit_log_actor_idx').on(t.actorEmail, t.createdAt)],
)
