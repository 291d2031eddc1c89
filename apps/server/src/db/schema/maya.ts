import { sql } from 'drizzle-orm'
import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, oneOf, updatedAt } from './columns'
import { QNS_LEVELS } from './enums'

/** Users of the Maya validation tool. Passwords and API tokens are stored only as hashes. */
export const mayaUsers = pgTable(
  'maya_users',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    /** 3 Validator (default), 4 Manager, 5 Admin. */
    qnsLevel: integer('qns_level').notNull().default(3),
    /** Argon2id PHC string; never returned by the API. */
    passwordHash: text('password_hash').notNull(),
    /** SHA-256 hex of the API token, which is shown once when generated. */
    apiTokenHash: text('api_token_hash'),
    avatar: text('avatar'),
    permissions: jsonb('permissions').$type<Record<string, unknown>>().notNull().default({}),
    menuLeft: jsonb('menu_left').$type<unknown[]>().notNull().default([]),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf('maya_users', 'qns_level', QNS_LEVELS),
    // Case-insensitive uniqueness: 'A@x.com' and 'a@x.com' are the same person.
    uniqueIndex('maya_users_email_lower_idx').on(sql`lower(${t.email})`),
    // The list shows active users sorted by first name.
    index('maya_users_active_first_name_idx').on(t.isActive, t.firstName),
  ],
)
