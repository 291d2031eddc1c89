import { RouteModalLink } from '../../../shared/components/RouteModalLink'
import { Button, Descriptions, Empty, Flex } from 'antd'
import { BRIEF_FIELDS, BRIEF_LABELS, NO_BRIEF_BANNER } from '@mc/domain'
import type { MissionDetails } from '../api/mission-details'
import * as paths from '../../../shared/routing/paths'
import { pathTo } from '../../../shared/routing/paths'

/** The seven brief lists (whereShouldIStart shown as Mission Description). */
export function BriefTab({ mission, editable }: { mission: MissionDetails; editable: boolean }) {
  const brief = mission.briefPretty
  const edit = editable && (
    <RouteModalLink to={pathTo(paths.missionBrief, mission.identity)}>
      <Button type={brief ? 'default' : 'primary'}>{brief ? 'Edit Brief' : 'Create Brief'}</Button>
    </RouteModalLink>
  )
  if (!brief) return <Empty description={NO_BRIEF_BANNER}>{edit}</Empty>
  return (
    <Flex vertical gap={12}>
      <Flex justify="end">{edit}</Flex>
      <Descriptions
        bordered
        size="small"
        column={1}
        items={BRIEF_FIELDS.map((field) => ({
          key: field,
          label: BRIEF_LABELS[field],
          children: brief[field].length ? (
            <ul style={{ margin: 0, paddingInlineStart: 18 }}>
              {brief[field].map((entry, index) => (
                <li key={index}>{entry}</li>
              ))}
            </ul>
          ) : (
            '—'
          ),
        }))}
      />
    </Flex>
  )
}
