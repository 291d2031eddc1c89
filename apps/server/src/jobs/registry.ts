import type { JobDefinition } from './job-queue'
import { pushDeliveryJob } from '../modules/notifications/push-delivery.job'

/** Every job the system runs. Feature modules add theirs here. */
export const jobDefinitions: JobDefinition[] = [pushDeliveryJob as JobDefinition]
