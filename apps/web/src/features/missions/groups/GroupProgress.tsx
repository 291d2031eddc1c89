import { Progress, Tooltip, Typography } from 'antd'
import { formatPercent, PROGRESS_STATES, progressTowardTarget } from '@mc/domain'
import type { DeploymentGroup } from '@mc/domain/missions/deployment-group.types'

/** Approved responses against the group's target, with all six counts in the tooltip. */
export function GroupProgress({ group }: { group: DeploymentGroup }) {
  const percent = progressTowardTarget(group.capProgress, group.targetCount)
  const details = PROGRESS_STATES.map((state) => `${state} ${group.capProgress[state]}`).join(' · ')
  return (
    <Tooltip title={details}>
      <div style={{ minWidth: 140 }}>
        <Progress
          percent={Math.min(percent, 100)}
          size="small"
          showInfo={false}
          strokeColor={group.isCapped ? '#fa8c16' : '#52c41a'}
          aria-label={`${group.name}: approved toward target`}
        />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {group.capProgress.approved} approved · {formatPercent(percent)}
        </Typography.Text>
      </div>
    </Tooltip>
  )
}
