import { ColorTag } from '../../../shared/components/ColorTag'
import { Button, Card, Flex, Table, Tag } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import { Link, useNavigate } from 'react-router'
import { formatDate, missionRowChips, stateColor, toWireDate, formatCount } from '@mc/domain'
import { noResultsFor } from '@mc/domain/common/search'
import type { CampaignMission } from '../api/use-campaign-details'
import { useCampaignMissions } from '../api/use-campaign-missions'
import { useUrlState } from '../../../shared/hooks/use-url-state'
import { SearchBox } from '../../../shared/components/SearchBox'
import * as paths from '../../../shared/routing/paths'
import { pathTo } from '../../../shared/routing/paths'

/**
 * The campaign's missions; each row links to the mission and carries its end-of-day chips. The
 * search (in the URL) asks the server for the missions it finds; without one, the page's own list.
 */
export function CampaignMissionsCard({ campaignIdentity, missions }: { campaignIdentity: string; missions: CampaignMission[] }) {
  const navigate = useNavigate()
  const today = toWireDate(new Date())
  const [url, setUrl] = useUrlState({ missionsSearch: '' })
  const found = useCampaignMissions(campaignIdentity, url.missionsSearch)
  const searching = url.missionsSearch !== ''
  return (
    <Card
      title="Missions"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(pathTo(paths.newMission, campaignIdentity))}>
          Add Mission
        </Button>
      }
    >
      <div style={{ marginBottom: 12 }}>
        <SearchBox
          value={url.missionsSearch}
          onSearch={(search) => setUrl({ missionsSearch: search })}
          placeholder="Mission name or identity"
          aria-label="Search missions"
        />
      </div>
      <Table<CampaignMission>
        rowKey="identity"
        size="middle"
        dataSource={searching ? (found.data ?? []) : missions}
        loading={searching && (found.isLoading || (found.isFetching && found.isPlaceholderData))}
        locale={{ emptyText: searching ? noResultsFor(url.missionsSearch) : 'No Missions' }}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        columns={[
          { title: 'Mission', dataIndex: 'name', render: (name: string, m) => <Link to={pathTo(paths.mission, m.identity)}>{name}</Link> },
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
