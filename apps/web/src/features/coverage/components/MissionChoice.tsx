import { Typography } from 'antd'
import { missionLabel, type LabelledMission } from '@mc/domain'

/**
 * A mission as the coverage picker and its reports name it: "customer · campaign · mission", then the
 * identity. Where the box is too narrow the label gives way (its full text is the title) and the
 * identity stays whole: it is what tells two same-named missions apart.
 */
export function MissionChoice({ mission }: { mission: LabelledMission }) {
  const label = missionLabel(mission)
  return (
    <span style={{ display: 'flex', gap: 8, minWidth: 0 }} title={`${label} · ${mission.identity}`}>
      <span style={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{label}</span>
      {/* Read out (and searched, copied) as one line: "… · mission · IDENTITY"; the gap shows it. */}
      <span className="visually-hidden"> · </span>
      <Typography.Text type="secondary" style={{ flex: 'none' }}>
        {mission.identity}
      </Typography.Text>
    </span>
  )
}
