import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { createdAt, day, identityCheck, identityColumn, idPk, rawCheck, refId, updatedAt } from './columns'

export const customers = pgTable(
  'customers',
  {
    id: idPk(),
    identity: identityColumn(),
    name: text('name').notNull(),
    description: text('description'),
    isCurrent: boolean('is_current').notNull().default(true),
    salesforceCustomerId: text('salesforce_customer_id'),
    salesforceOpportunityUrl: text('salesforce_opportunity_url'),
    /** Storage key of the uploaded logo (see stored_files); the API turns it into logoUrl. */
    logoKey: text('logo_key'),
    /** Id in the system the data was migrated from, if any. */
    legacyId: integer('legacy_id').unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    identityCheck('customers'),
    // The table reading of the list sorts by lowercase name (spec 000 §2).
    index('customers_name_lower_idx').on(sql`lower(${t.name})`),
    index('customers_is_current_idx').on(t.isCurrent),
    // The index's search: name anywhere, Salesforce id from its start (ILIKE, trigrams; docs/domain/customers.md).
    // fastupdate off, as places_search_trgm_idx (places.ts).
    index('customers_search_trgm_idx').using('gin', t.name.op('gin_trgm_ops'), t.salesforceCustomerId.op('gin_trgm_ops')).with({ fastupdate: false }),
  ],
)

/** A customer's reporting periods; CUSTOM cap periods of its missions are built from them. */
export const customerCustomPeriods = pgTable(
  'customer_custom_periods',
  {
    id: idPk(),
    customerId: refId('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    startDate: day('start_date').notNull(),
    endDate: day('end_date').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('customer_custom_periods_customer_idx').on(t.customerId, t.startDate),
    rawCheck('customer_custom_periods_dates_check', '"end_date" >= "start_date"'),
  ],
)
