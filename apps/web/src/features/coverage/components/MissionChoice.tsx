import { Typography } from 'antd'
import { missionLabel, type LabelledMission } from '@mc/domain'

const VISUALLY_HIDDEN = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' } as const

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
      <span style={VISUALLY_HIDDEN}> · </span>
      <Typography.Text type="secondary" style={{ flex: 'none' }}>
        {mission.identity}
      </Typography.Text>
    </span>
  )
}
