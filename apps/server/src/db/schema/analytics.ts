import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { createdAt, identityCheck, identityColumn, idPk, refId, tstz, updatedAt } from './columns'
import { customers } from './customers'
import { SISENSE_CUBE_TYPES } from './enums'

/** Customer responsibilities (admin lookup table), soft-deleted with deleted_at. */
export const responsibilities = pgTable(
  'responsibilities',
  {
    id: idPk(),
    identity: identityColumn(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdBy: text('created_by'),
    updatedBy: text('updated_by'),
    deletedBy: text('deleted_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: tstz('deleted_at'),
  },
  (t) => [identityCheck('responsibilities'), index('responsibilities_name_idx').on(t.name)],
)

/** Analytics (Sisense) dashboards. customer_id links a dashboard to one customer directly. */
export const sisenseDashboards = pgTable(
  'sisense_dashboards',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    isDeleted: boolean('is_deleted').notNull().default(false),
    url: text('url'),
    customerId: refId('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('sisense_dashboards_customer_idx').on(t.customerId)],
)

/** Mapping of a responsibility to a dashboard (/admin/sisense_dashboard_responsibilities). */
export const sisenseDashboardResponsibilities = pgTable(
  'sisense_dashboard_responsibilities',
  {
    id: serial('id').primaryKey(),
    responsibilityIdentity: text('responsibility_identity')
      .notNull()
      .references(() => responsibilities.identity, { onDelete: 'cascade', onUpdate: 'cascade' }),
    sisenseDashboardId: integer('sisense_dashboard_id')
      .notNull()
      .references(() => sisenseDashboards.id, { onDelete: 'cascade' }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    createdBy: text('created_by'),
  },
  (t) => [
    index('sisense_dashboard_responsibilities_responsibility_idx').on(t.responsibilityIdentity),
    index('sisense_dashboard_responsibilities_dashboard_idx').on(t.sisenseDashboardId),
  ],
)

export const sisenseCubes = pgTable('sisense_cubes', {
  id: serial('id').primaryKey(),
  /** The cube's id in Sisense. */
  sisenseId: text('sisense_id').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  /** 1 = Production, 6 otherwise. */
  sisenseCubeTypeId: integer('sisense_cube_type_id').notNull().default(SISENSE_CUBE_TYPES.PRODUCTION),
  isActive: boolean('is_active').notNull().default(true),
  isDeleted: boolean('is_deleted').notNull().default(false),
  createdBy: text('created_by'),
  updatedBy: text('updated_by'),
  deletedBy: text('deleted_by'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  deletedAt: tstz('deleted_at'),
})

/**
 * A customer's analytics (Sisense) users: Email Users sends them a dashboard link. Their
 * responsibility decides which dashboards they see (via the mapping table).
 */
export const customerAnalyticsUsers = pgTable(
  'customer_analytics_users',
  {
    id: idPk(),
    customerId: refId('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    responsibilityIdentity: text('responsibility_identity').references(() => responsibilities.identity, {
      onDelete: 'set null',
      onUpdate: 'cascade',
    }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('customer_analytics_users_customer_idx').on(t.customerId), index('customer_analytics_users_responsibility_idx').on(t.responsibilityIdentity)],
)
