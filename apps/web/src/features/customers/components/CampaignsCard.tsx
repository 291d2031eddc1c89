import { Button, Card, Col, Divider, Empty, Row, Skeleton } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import { useNavigate } from 'react-router'
import { groupCampaigns } from '@mc/domain/campaigns/campaign.rules'
import { missionMessages, toWireDate } from '@mc/domain'
import { LoadError } from '../../../shared/components/LoadError'
import { useCustomerCampaigns } from '../api/use-customer-campaigns'
import type { CustomerCampaign } from '../api/customer.types'
import { CampaignCard } from './CampaignCard'
import * as paths from '../../../shared/routing/paths'
import { pathTo } from '../../../shared/routing/paths'

const GRID = { xs: 24, md: 12 }

function CampaignGrid({ campaigns }: { campaigns: CustomerCampaign[] }) {
  const today = toWireDate(new Date())
  return (
    <Row gutter={[12, 12]}>
      {campaigns.map((campaign) => (
        <Col key={campaign.identity} {...GRID}>
          <CampaignCard campaign={campaign} today={today} />
        </Col>
      ))}
    </Row>
  )
}

/** Active campaigns first, then the Finished Campaigns group; Add Campaign (Create Campaign when none). */
export function CampaignsCard({ customerIdentity, customerName }: { customerIdentity: string; customerName: string }) {
  const navigate = useNavigate()
  const campaigns = useCustomerCampaigns(customerIdentity)
  const list = campaigns.data ?? []
  const { active, finished } = groupCampaigns(
    list.map((c) => ({ ...c, startDate: c.start_date, endDate: c.end_date })),
    toWireDate(new Date()),
  )
  const add = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(pathTo(paths.newCampaign, customerIdentity))}>
      {list.length === 0 && campaigns.isSuccess ? 'Create Campaign' : 'Add Campaign'}
    </Button>
  )
  return (
    <Card title="Campaigns" extra={add}>
      {campaigns.isError ? (
        <LoadError title={missionMessages.campaignsLoadFailed(customerName)} error={campaigns.error} onRetry={() => void campaigns.refetch()} />
      ) : campaigns.isPending ? (
        <Skeleton active />
      ) : list.length === 0 ? (
        <Empty description="No Campaigns yet" />
      ) : (
        <>
          {active.length > 0 ? <CampaignGrid campaigns={active} /> : <Empty description="No active Campaigns" image={Empty.PRESENTED_IMAGE_SIMPLE} />}
          {finished.length > 0 && (
            <>
              <Divider titlePlacement="start">Finished Campaigns</Divider>
              <CampaignGrid campaigns={finished} />
            </>
          )}
        </>
      )}
    </Card>
  )
}
