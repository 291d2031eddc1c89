import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { createdAt, day, identityCheck, identityColumn, idPk, rawCheck, refId, updatedAt } from './columns'
import { customers } from './customers'

export const campaigns = pgTable(
  'campaigns',
  {
    id: idPk(),
    identity: identityColumn(),
    customerId: refId('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    /** The campaign's goal (spec 000 §3: goal = description). */
    description: text('description').notNull(),
    startDate: day('start_date').notNull(),
    endDate: day('end_date').notNull(),
    selfFunded: boolean('self_funded').notNull().default(false),
    /**
     * Legacy campaign id shown (copyable) on the campaign page. New campaigns draw from the
     * identity sequence, which starts above any imported or seeded value.
     */
    legacyId: integer('legacy_id').notNull().unique().generatedByDefaultAsIdentity({ startWith: 100000 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    identityCheck('campaigns'),
    index('campaigns_customer_idx').on(t.customerId, t.endDate),
    rawCheck('campaigns_dates_check', '"end_date" >= "start_date"'),
  ],
)
