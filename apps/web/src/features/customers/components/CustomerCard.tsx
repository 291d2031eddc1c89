import { Card, Flex, Tag } from 'antd'
import { Link } from 'react-router'
import type { Customer } from '../api/customer.types'
import { OneLineText } from '../../../shared/components/OneLineText'
import { CustomerLogo } from './CustomerLogo'
import * as paths from '../../../shared/routing/paths'
import { pathTo } from '../../../shared/routing/paths'

/** One card of the index grid: logo and name, linking to the customer; inactive ones greyed. */
export function CustomerCard({ customer }: { customer: Customer }) {
  const inactive = !customer.is_current
  return (
    <Link to={pathTo(paths.customer, customer.identity)}>
      <Card
        hoverable
        size="small"
        style={{ height: '100%', opacity: inactive ? 0.55 : 1, filter: inactive ? 'grayscale(1)' : undefined }}
        styles={{ body: { padding: 20 } }}
      >
        <Flex vertical align="center" gap={12}>
          <CustomerLogo name={customer.name} logoUrl={customer.logo_url} size={72} />
          <OneLineText strong text={customer.name} style={{ textAlign: 'center' }} />
          {inactive ? <Tag>Inactive</Tag> : <Tag color="green">Active</Tag>}
        </Flex>
      </Card>
    </Link>
  )
}
