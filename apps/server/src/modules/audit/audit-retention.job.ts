import { z } from 'zod'
import { AUDIT_PRUNED_ENTITY_TYPES, AUDIT_RETENTION_DAYS } from '@mc/domain/audit/audit.schema'
import { defineJob } from '../../jobs/job-queue'
import { pruneAuditEntries } from './audit.repository'

export const AUDIT_RETENTION_JOB = 'audit-retention'

/**
 * Removes admin and security entries older than AUDIT_RETENTION_DAYS; the history of business
 * records (missions, campaigns…) stays (docs/domain/audit.md). Repeat-safe: a second run finds
 * nothing more to remove. Sent once a day (`everySeconds`).
 */
export const auditRetentionJob = defineJob({
  name: AUDIT_RETENTION_JOB,
  payload: z.object({ days: z.number().int().positive().optional() }),
  retryLimit: 2,
  everySeconds: 86_400,
  async handle(jobs, deps) {
    for (const job of jobs) {
      const removed = await pruneAuditEntries(deps.pool, AUDIT_PRUNED_ENTITY_TYPES, job.data.days ?? AUDIT_RETENTION_DAYS)
      console.log(JSON.stringify({ level: 30, time: Date.now(), pid: process.pid, msg: 'audit entries pruned', removed }))
    }
  },
})
