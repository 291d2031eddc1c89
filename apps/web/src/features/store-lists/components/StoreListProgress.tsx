import { Progress, Tooltip } from 'antd'
import { storeListProgress } from '@mc/domain/store-lists/store-list-progress'
import type { RowSummary } from '../api/store-list.types'

/** §4 progress: blue while processing, green once PROCESSED; the share of errored rows as a red bar below. */
export function StoreListProgress({ summary, status }: { summary: RowSummary; status: string }) {
  const progress = storeListProgress(summary, status)
  return (
    <Tooltip title={`${progress.percent}% processed${summary.error ? ` · ${summary.error} errored` : ''}`}>
      <div data-testid="store-list-progress" data-percent={progress.percent} style={{ minWidth: 160 }}>
        <Progress
          percent={progress.percent}
          strokeColor={progress.color === 'green' ? '#52c41a' : '#1677ff'}
          status="normal"
          format={(percent) => `${percent}%`}
          style={{ marginBottom: 0 }}
          aria-label="Rows processed"
        />
        {progress.errorPercent > 0 && (
          <Progress
            percent={progress.errorPercent}
            strokeColor="#ff4d4f"
            size="small"
            format={() => `${summary.error} err`}
            style={{ marginBottom: 0 }}
            aria-label="Rows in error"
          />
        )}
      </div>
    </Tooltip>
  )
}
