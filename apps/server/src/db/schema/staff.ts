import { boolean, index, pgTable, text, unique } from 'drizzle-orm/pg-core'
import { createdAt, identityCheck, identityColumn, idPk, rawCheck, refId, updatedAt } from './columns'

export const employees = pgTable(
  'employees',
  {
    id: idPk(),
    identity: identityColumn(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    title: text('title').notNull().default(''),
    officeLocation: text('office_location'),
    isActive: boolean('is_active').notNull().default(true),
    isAdmin: boolean('is_admin').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [identityCheck('employees'), index('employees_name_idx').on(t.lastName, t.firstName), index('employees_created_idx').on(t.createdAt)],
)

/**
 * An employee's e-mail addresses. Sign-in authorization looks the token's e-mail up here,
 * so addresses are stored lower-case and unique.
 */
export const employeeCredentials = pgTable(
  'employee_credentials',
  {
    id: idPk(),
    employeeId: refId('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    email: text('email').notNull().unique(),
    isActive: boolean('is_active').notNull().default(true),
    isDeleted: boolean('is_deleted').notNull().default(false),
    isPrimary: boolean('is_primary').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [rawCheck('employee_credentials_email_lower_check', '"email" = lower("email")'), index('employee_credentials_employee_idx').on(t.employeeId)],
)

/** Mission Control, Admin Workbench, Place Curation, Analytics Manager. */
export const applications = pgTable(
  'applications',
  {
    id: idPk(),
    identity: identityColumn(),
    name: text('name').notNull().unique(),
    createdAt: createdAt(),
  },
  () => [identityCheck('applications')],
)

export const employeeApplications = pgTable(
  'employee_applications',
  {
    id: idPk(),
    employeeId: refId('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    applicationId: refId('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [unique('employee_applications_pair_unique').on(t.employeeId, t.applicationId), index('employee_applications_application_idx').on(t.applicationId)],
)

export const channels = pgTable(
  'channels',
  {
    id: idPk(),
    identity: identityColumn(),
    name: text('name').notNull().unique(),
    createdAt: createdAt(),
  },
  () => [identityCheck('channels')],
)

export const employeeChannels = pgTable(
  'employee_channels',
  {
    id: idPk(),
    employeeId: refId('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    channelId: refId('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [unique('employee_channels_pair_unique').on(t.employeeId, t.channelId), index('employee_channels_channel_idx').on(t.channelId)],
)

/**
 * Accounts of the embedded OpenID provider (used when no external issuer is configured).
 * Linked to an employee, whose credentials and applications decide what the account may do.
 */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: idPk(),
    email: text('email').notNull().unique(),
    /** Argon2id PHC string. */
    passwordHash: text('password_hash').notNull(),
    employeeId: refId('employee_id').references(() => employees.id, { onDelete: 'set null' }),
    displayName: text('display_name').notNull(),
    pictureUrl: text('picture_url'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [rawCheck('staff_accounts_email_lower_check', '"email" = lower("email")'), index('staff_accounts_employee_idx').on(t.employeeId)],
)
