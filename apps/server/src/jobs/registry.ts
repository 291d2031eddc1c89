import type { Job } from './job-queue'
import { coverageReportJob } from '../modules/coverage/coverage.job'
import { storeListJob } from '../modules/store-lists/store-lists.jobs'
import { pushDeliveryJob } from '../modules/notifications/push-delivery.job'
import { auditRetentionJob } from '../modules/audit/audit-retention.job'

/** Every job the system runs, each made by `defineJob`. Feature modules add theirs here. */
export const jobDefinitions: readonly Job[] = [coverageReportJob, storeListJob, pushDeliveryJob, auditRetentionJob]
