import { formatCount } from '@mc/domain'
import { useDeferredValue } from 'react'
import { Button, Card, Col, Descriptions, Flex, Row, Skeleton, Tag, Typography } from 'antd'
import { EditOutlined } from '@ant-design/icons'
import { Outlet, useNavigate, useParams } from 'react-router'
import { campaignDateRange } from '@mc/domain/campaigns/campaign.rules'
import { PageTitle } from '../../shared/components/PageTitle'
import { LazyNotFoundPage } from '../../shell/lazy-screens'
import { campaignDetailsQuery, useCampaignDetails } from './api/use-campaign-details'
import { CampaignMissionsCard } from './components/CampaignMissionsCard'
import { RecentStoreListsCard } from './components/RecentStoreListsCard'
import type { RoutePrefetch } from '../../shared/routing/route-data'
import * as paths from '../../shared/routing/paths'
import { pathTo } from '../../shared/routing/paths'

/** /campaigns/{identity}. A campaign that fails to load shows Page not found (spec 000 §2). */
export function CampaignDetailPage() {
  const identity = useParams().identity!
  const navigate = useNavigate()
  const details = useCampaignDetails(identity)
  // The answer's render is a transition (sliced), not one long task (see MissionDetailPage).
  const campaign = useDeferredValue(details.data)
  if (details.isError) return <LazyNotFoundPage />
  if (!campaign) return <Skeleton active paragraph={{ rows: 8 }} />

  return (
    <>
      <PageTitle
        crumbs={[
          { label: 'All Customers', to: paths.customers },
          { label: `Customer: ${campaign.customer.name}`, to: pathTo(paths.customer, campaign.customer.identity) },
          { label: `Campaign: ${campaign.name}` },
        ]}
        title={
          <Flex align="center" gap={12}>
            <span>{campaign.name}</span>
            {campaign.finished ? <Tag>Finished</Tag> : <Tag color="green">Active</Tag>}
          </Flex>
        }
        actions={
          <Button icon={<EditOutlined />} onClick={() => navigate(pathTo(paths.editCampaign, identity))}>
            Edit Campaign
          </Button>
        }
      />
      <Flex vertical gap={16}>
        <Card>
          <Descriptions column={{ xs: 1, md: 2, xl: 3 }} size="middle">
            <Descriptions.Item label="Goal" span={{ xs: 1, md: 2, xl: 3 }}>
              {campaign.goal}
            </Descriptions.Item>
            <Descriptions.Item label="Dates">{campaignDateRange(campaign)}</Descriptions.Item>
            <Descriptions.Item label="Legacy Campaign ID">
              <Typography.Text copyable={{ text: String(campaign.legacyId), tooltips: ['Copy', 'Copied'] }}>{campaign.legacyId}</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label="Total Pins">{formatCount(campaign.totalPins)}</Descriptions.Item>
            <Descriptions.Item label="Active Missions">{campaign.activeMissions}</Descriptions.Item>
            <Descriptions.Item label="Self-funded">{campaign.selfFunded ? 'Yes' : 'No'}</Descriptions.Item>
          </Descriptions>
        </Card>
        <Row gutter={[16, 16]}>
          <Col span={24}>
            <CampaignMissionsCard campaignIdentity={campaign.identity} missions={campaign.missions} />
          </Col>
          <Col span={24}>
            <RecentStoreListsCard campaignIdentity={campaign.identity} storeLists={campaign.missionDeployTemplates} />
          </Col>
        </Row>
      </Flex>
      <Outlet />
    </>
  )
}

/** /campaigns/:identity, while the page's code loads: the campaign's details. */
export const prefetchCampaign: RoutePrefetch = ({ params }, client) => void client.prefetchQuery(campaignDetailsQuery(params.identity!))
