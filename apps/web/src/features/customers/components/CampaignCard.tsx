import { Card, Flex, Tag, Typography } from 'antd'
import { CalendarOutlined } from '@ant-design/icons'
import { Link } from 'react-router'
import { campaignCardDates } from '@mc/domain/campaigns/campaign.rules'
import { countOf, type WireDate } from '@mc/domain'
import { OneLineText } from '../../../shared/components/OneLineText'
import type { CustomerCampaign } from '../api/customer.types'
import * as paths from '../../../shared/routing/paths'
import { pathTo } from '../../../shared/routing/paths'

/** Name, active missions and 'Finished' or the start-to-end dates; links to the campaign. */
export function CampaignCard({ campaign, today }: { campaign: CustomerCampaign; today: WireDate }) {
  const dates = { startDate: campaign.start_date, endDate: campaign.end_date }
  return (
    <Link to={pathTo(paths.campaign, campaign.identity)}>
      <Card hoverable size="small" style={{ height: '100%' }}>
        <Flex vertical gap={6}>
          <OneLineText strong text={campaign.name} />
          <Typography.Text type="secondary">{countOf(campaign.active_missions, 'active mission')}</Typography.Text>
          {campaign.finished ? (
            <Tag style={{ alignSelf: 'flex-start' }}>Finished</Tag>
          ) : (
            <Typography.Text type="secondary">
              <CalendarOutlined /> {campaignCardDates(dates, today)}
            </Typography.Text>
          )}
        </Flex>
      </Card>
    </Link>
  )
}
