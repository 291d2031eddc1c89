import { countOf } from '@mc/domain'
import { Card, Col, Flex, List, Row, Tag, Typography } from 'antd'
import type { MissionSummary } from '@mc/domain/store-lists/store-list-file'
import type { FoundMission } from '@mc/domain/store-lists/store-list-missions'

interface Props {
  missions: MissionSummary[]
  found: FoundMission[]
  invalidIds: string[]
  otherCampaignIds: string[]
}

/** One card per mission of the file: its groups with store counts; unknown or foreign missions in red. */
export function MissionCards({ missions, found, invalidIds, otherCampaignIds }: Props) {
  return (
    <Row gutter={[16, 16]}>
      {missions.map((mission) => {
        const invalid = invalidIds.includes(mission.wiserMissionId)
        const foreign = otherCampaignIds.includes(mission.wiserMissionId)
        const name = found.find((entry) => entry.id === mission.wiserMissionId)?.name
        return (
          <Col key={mission.wiserMissionId} xs={24} md={12} xl={8}>
            <Card
              size="small"
              data-testid="mission-card"
              title={
                <span>
                  {name ?? mission.wiserMissionId} {name && <Typography.Text type="secondary">({mission.wiserMissionId})</Typography.Text>}
                </span>
              }
              extra={invalid ? <Tag color="error">Invalid Wiser Mission ID</Tag> : foreign ? <Tag color="error">Not part of current Campaign</Tag> : null}
              style={invalid || foreign ? { borderColor: '#ff4d4f', background: '#fff2f0' } : undefined}
            >
              <Typography.Paragraph style={{ marginBottom: 8 }}>
                {countOf(mission.groups.length, 'deployment group')} · {countOf(mission.storeCount, 'store')}
              </Typography.Paragraph>
              <List
                size="small"
                dataSource={mission.groups}
                renderItem={(group) => (
                  <List.Item>
                    <Flex justify="space-between" style={{ width: '100%' }}>
                      <span>
                        {group.name}
                        {group.groupCap !== null && <Typography.Text type="secondary"> · group cap {group.groupCap}</Typography.Text>}
                      </span>
                      <Typography.Text type="secondary">{countOf(group.storeCount, 'store')}</Typography.Text>
                    </Flex>
                  </List.Item>
                )}
              />
            </Card>
          </Col>
        )
      })}
    </Row>
  )
}
