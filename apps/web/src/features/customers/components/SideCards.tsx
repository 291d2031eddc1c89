import { Button, Card, Flex, Typography } from 'antd'
import { countOf, formatDate } from '@mc/domain'
import type { CustomerDetails } from '../../../shared/api/use-customer'
import { SimpleList } from '../../../shared/components/SimpleList'
import { AimOutlined, FileSearchOutlined, ShopOutlined } from '@ant-design/icons'
import { useNavigate } from 'react-router'
import * as paths from '../../../shared/routing/paths'
import { pathTo } from '../../../shared/routing/paths'

/** Alignment card: leads to the customer's alignment screen. */
export function AlignmentCard({ customerIdentity }: { customerIdentity: string }) {
  const navigate = useNavigate()
  return (
    <Card title="Alignment">
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">The stores this customer's missions are aligned to, and how many of them are deployed.</Typography.Text>
        <Button icon={<AimOutlined />} onClick={() => navigate(pathTo(paths.customerAlignment, customerIdentity))} style={{ alignSelf: 'flex-start' }}>
          View Alignment
        </Button>
      </Flex>
    </Card>
  )
}

/** Store Search card: the two store search screens, for this customer. */
export function StoreSearchCard({ customerIdentity }: { customerIdentity: string }) {
  const navigate = useNavigate()
  const customer = encodeURIComponent(customerIdentity)
  return (
    <Card title="Store Search">
      <Flex gap={8} wrap>
        <Button icon={<FileSearchOutlined />} onClick={() => navigate(`${paths.storeMatch}?customer=${customer}`)}>
          I have a Store List
        </Button>
        <Button icon={<ShopOutlined />} onClick={() => navigate(`${paths.storeSelect}?customer=${customer}`)}>
          I need to find Stores
        </Button>
      </Flex>
    </Card>
  )
}

/** Reporting Periods card: the customer's own reporting periods (spec 000's customerCapPeriods) and their total. */
export function ReportingPeriodsCard({ customer }: { customer: Pick<CustomerDetails, 'customer_cap_periods' | 'custom_reporting_periods'> }) {
  const periods = customer.customer_cap_periods
  return (
    <Card title="Reporting Periods" extra={<Typography.Text type="secondary">{countOf(customer.custom_reporting_periods.total, 'period')}</Typography.Text>}>
      <SimpleList
        items={periods}
        itemKey={(period) => period.id}
        empty="No custom reporting periods: reports use calendar periods."
        renderItem={(period) => (
          <Flex justify="space-between" gap={12}>
            <span>{period.name}</span>
            <Typography.Text type="secondary">
              {formatDate(period.start_date)} – {formatDate(period.end_date)}
            </Typography.Text>
          </Flex>
        )}
      />
    </Card>
  )
}
