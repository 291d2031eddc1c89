import { pgTable, text } from 'drizzle-orm/pg-core'
import { createdAt, identityCheck, identityColumn, idPk, updatedAt } from './columns'

/** A form (survey task summary) that a mission links as its survey (spec 000 §3). */
export const taskSummaries = pgTable(
  'task_summaries',
  {
    id: idPk(),
    identity: identityColumn(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  () => [identityCheck('task_summaries')],
)
