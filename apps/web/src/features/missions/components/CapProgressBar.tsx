import { Flex, Tooltip, Typography } from 'antd'
import { formatCount, formatPercent, progressSegments, progressTowardTarget, type CapProgress } from '@mc/domain'

/** Six stacked segments (approved, pending, started, refused, suppressed, abandoned) against the target. */
export function CapProgressBar({ progress, target, title }: { progress: CapProgress; target: number; title: string }) {
  const segments = progressSegments(progress, target)
  return (
    <div aria-label="Cap progress">
      <Flex justify="space-between" align="baseline" style={{ marginBottom: 6 }}>
        <Typography.Text strong>{title}</Typography.Text>
        <Typography.Text type="secondary">
          {target > 0
            ? `${formatCount(progress.approved)} approved of ${formatCount(target)} target · ${formatPercent(progressTowardTarget(progress, target))}`
            : `${formatCount(progress.approved)} approved · no target set`}
        </Typography.Text>
      </Flex>
      <div style={{ display: 'flex', height: 14, borderRadius: 7, overflow: 'hidden', background: '#f0f0f0' }}>
        {segments.map((segment) => (
          <Tooltip key={segment.state} title={`${segment.state}: ${formatCount(segment.count)} (${formatPercent(segment.percent)})`}>
            <div style={{ width: `${Math.min(segment.percent, 100)}%`, background: segment.color }} />
          </Tooltip>
        ))}
      </div>
      <Flex gap={16} wrap style={{ marginTop: 8 }}>
        {segments.map((segment) => (
          <Flex key={segment.state} align="center" gap={6}>
            <span style={{ width: 10, height: 10, borderRadius: 2, background: segment.color, display: 'inline-block' }} />
            <Typography.Text style={{ fontSize: 12, textTransform: 'capitalize' }}>
              {segment.state} {formatCount(segment.count)}
            </Typography.Text>
          </Flex>
        ))}
      </Flex>
    </div>
  )
}
