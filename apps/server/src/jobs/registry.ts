import type { JobDefinition } from './job-queue'
import { coverageReportJob } from '../modules/coverage/coverage.job'
import { storeListJob } from '../modules/store-lists/store-lists.jobs'
import { pushDeliveryJob } from '../modules/notifications/push-delivery.job'

/** Every job the system runs. Feature modules add theirs here. */
export const jobDefinitions: JobDefinition[] = [coverageReportJob as JobDefinition, storeListJob as JobDefinition, pushDeliveryJob as JobDefinition]
