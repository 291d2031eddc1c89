import type { CoverageStatus } from '@mc/domain/coverage/coverage-report.types'

export type { CoverageReport, CoverageStatus } from '@mc/domain/coverage/coverage-report.types'

export const isFinished = (status: CoverageStatus | undefined) => status === 'DONE' || status === 'FAILED'
