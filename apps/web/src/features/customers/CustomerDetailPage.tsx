import { useDeferredValue } from 'react'
import { Button, Col, Flex, Row, Skeleton } from 'antd'
import { EditOutlined, LinkOutlined } from '@ant-design/icons'
import { Outlet, useNavigate, useParams } from 'react-router'
import { missionMessages } from '@mc/domain'
import { LoadError } from '../../shared/components/LoadError'
import { PageTitle } from '../../shared/components/PageTitle'
import { customerQuery, useCustomer } from '../../shared/api/use-customer'
import { CampaignsCard } from './components/CampaignsCard'
import { CustomerLogo } from './components/CustomerLogo'
import { DashboardsCard } from './components/DashboardsCard'
import { AlignmentCard, ReportingPeriodsCard, StoreSearchCard } from './components/SideCards'
import type { RoutePrefetch } from '../../shared/routing/route-data'
import { customerCampaignsQuery } from './api/use-customer-campaigns'
import { customerDashboardsQuery } from './api/use-customer-dashboards'
import * as paths from '../../shared/routing/paths'
import { pathTo } from '../../shared/routing/paths'

/** /customers/{identity}: campaigns and dashboards on the left; alignment and store search on the right. */
export function CustomerDetailPage() {
  const identity = useParams().identity!
  const navigate = useNavigate()
  const customer = useCustomer(identity)
  // The answer's render is a transition (sliced), not one long task (see MissionDetailPage).
  const shown = useDeferredValue(customer.data)
  const crumbs = [{ label: 'All Customers', to: paths.customers }, { label: `Customer: ${shown?.name ?? ''}` }]

  if (customer.isError) {
    return (
      <>
        <PageTitle title="Customer" crumbs={[{ label: 'All Customers', to: paths.customers }]} />
        <LoadError title={missionMessages.loadFailed(identity)} error={customer.error} onRetry={() => void customer.refetch()} />
      </>
    )
  }
  if (!shown) return <Skeleton active avatar paragraph={{ rows: 6 }} />

  const { name, logo_url: logoUrl, salesforce_opportunity_url: salesforceUrl, description } = shown
  return (
    <>
      <PageTitle
        crumbs={crumbs}
        title={
          <Flex align="center" gap={16}>
            <CustomerLogo name={name} logoUrl={logoUrl} size={56} />
            <span>{name}</span>
          </Flex>
        }
        subtitle={description || undefined}
        actions={
          <>
            {salesforceUrl && (
              <Button icon={<LinkOutlined />} href={salesforceUrl} target="_blank" rel="noreferrer">
                Salesforce Account
              </Button>
            )}
            <Button icon={<EditOutlined />} onClick={() => navigate(pathTo(paths.editCustomer, identity))}>
              Edit Customer
            </Button>
          </>
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Flex vertical gap={16}>
            <CampaignsCard customerIdentity={identity} customerName={name} />
            <DashboardsCard customerIdentity={identity} customerName={name} />
          </Flex>
        </Col>
        <Col xs={24} xl={8}>
          <Flex vertical gap={16}>
            <AlignmentCard customerIdentity={identity} />
            <StoreSearchCard customerIdentity={identity} />
            <ReportingPeriodsCard customer={shown} />
          </Flex>
        </Col>
      </Row>
      <Outlet />
    </>
  )
}

/** /customers/:identity, while the page's code loads: the customer, its campaigns and dashboards. */
export const prefetchCustomer: RoutePrefetch = ({ params }, client) => {
  const identity = params.identity!
  void client.prefetchQuery(customerQuery(identity))
  void client.prefetchQuery(customerCampaignsQuery(identity))
  void client.prefetchQuery(customerDashboardsQuery(identity))
}
