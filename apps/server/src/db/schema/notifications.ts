import { sql } from 'drizzle-orm'
import { index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core'
import { createdAt, idPk, oneOf, refId, tstz } from './columns'
import { DELIVERY_OUTCOMES, NOTIFICATION_STATUSES, NOTIFICATION_TARGETS, type DeliveryOutcome, type NotificationStatus, type NotificationTarget } from './enums'
import { bees } from './swarms'

/** One push send: who sent what to whom, and how many bees it reached. */
export const notifications = pgTable(
  'notifications',
  {
    id: idPk(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    target: text('target').$type<NotificationTarget>().notNull(),
    /** Bee ids as given in the uploaded csv (target LIST). */
    requestedBeeIds: text('requested_bee_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    beesNotified: integer('bees_notified').notNull().default(0),
    /** E-mail of the sender. */
    sentBy: text('sent_by').notNull(),
    status: text('status').$type<NotificationStatus>().notNull().default('QUEUED'),
    createdAt: createdAt(),
    finishedAt: tstz('finished_at'),
  },
  (t) => [
    oneOf('notifications', 'target', NOTIFICATION_TARGETS),
    oneOf('notifications', 'status', NOTIFICATION_STATUSES),
    index('notifications_created_idx').on(t.createdAt),
  ],
)

/** The outbox: one row per bee per send, written by the delivery job. */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: idPk(),
    notificationId: refId('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    beeId: refId('bee_id')
      .notNull()
      .references(() => bees.id, { onDelete: 'cascade' }),
    outcome: text('outcome').$type<DeliveryOutcome>().notNull().default('QUEUED'),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('notification_deliveries', 'outcome', DELIVERY_OUTCOMES),
    // A retried job must not deliver twice.
    unique('notification_deliveries_pair_unique').on(t.notificationId, t.beeId),
    index('notification_deliveries_bee_idx').on(t.beeId),
  ],
)
