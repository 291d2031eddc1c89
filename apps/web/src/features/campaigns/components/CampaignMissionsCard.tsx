import { ColorTag } from '../../../shared/components/ColorTag'
import { Button, Card, Flex, Table, Tag } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import { Link, useNavigate } from 'react-router'
import { formatDate, missionRowChips, stateColor, toWireDate, formatCount } from '@mc/domain'
import type { CampaignMission } from '../api/use-campaign-details'

/** The campaign's missions; each row links to the mission and carries its end-of-day chips. */
export function CampaignMissionsCard({ missions }: { missions: CampaignMission[] }) {
  const navigate = useNavigate()
  const today = toWireDate(new Date())
  return (
    <Card
      title="Missions"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('missions/new')}>
          Add Mission
        </Button>
      }
    >
      <Table<CampaignMission>
        rowKey="identity"
        size="middle"
        dataSource={missions}
        locale={{ emptyText: 'No Missions' }}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        columns={[
          { title: 'Mission', dataIndex: 'name', render: (name: string, m) => <Link to={`/missions/${m.identity}`}>{name}</Link> },
          {
            title: 'State',
            dataIndex: 'displayState',
            width: 120,
            render: (state: CampaignMission['displayState']) => <ColorTag color={stateColor(state)}>{state}</ColorTag>,
          },
          { title: 'Dates', key: 'dates', width: 230, render: (_, m) => `${formatDate(m.startDate)} - ${formatDate(m.endDate)}` },
          { title: 'Pins', dataIndex: 'pinCount', width: 90, align: 'right', render: (count: number) => formatCount(count) },
          {
            title: 'Alerts',
            key: 'chips',
            width: 300,
            render: (_, m) => (
              <Flex gap={4} wrap>
                {missionRowChips(m, today).map((chip) => (
                  <Tag key={chip} color={chip === 'no cap periods' ? 'red' : 'orange'}>
                    {chip}
                  </Tag>
                ))}
              </Flex>
            ),
          },
        ]}
      />
    </Card>
  )
}
