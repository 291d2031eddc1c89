import type { JobDefinition } from './job-queue'

/** Every job the system runs. Feature modules add theirs here. */
export const jobDefinitions: JobDefinition[] = []
