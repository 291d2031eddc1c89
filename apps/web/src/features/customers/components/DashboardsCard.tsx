import { Button, Card, List, Skeleton, Typography } from 'antd'
import { BarChartOutlined, MailOutlined } from '@ant-design/icons'
import { countOf, missionMessages } from '@mc/domain'
import { LoadError } from '../../../shared/components/LoadError'
import { useCustomerDashboards } from '../api/use-customer-dashboards'
import { useEmailDashboard } from '../api/use-email-dashboard'

/** The customer's analytics dashboards, each with Email Users. */
export function DashboardsCard({ customerIdentity, customerName }: { customerIdentity: string; customerName: string }) {
  const dashboards = useCustomerDashboards(customerIdentity)
  const email = useEmailDashboard(customerIdentity)
  return (
    <Card title="Dashboards">
      {dashboards.isError ? (
        <LoadError title={missionMessages.dashboardsLoadFailed(customerName)} error={dashboards.error} onRetry={() => void dashboards.refetch()} />
      ) : dashboards.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <List
          locale={{ emptyText: missionMessages.noDashboards }}
          dataSource={dashboards.data}
          renderItem={(dashboard) => (
            <List.Item
              actions={[
                <Button
                  key="email"
                  size="small"
                  icon={<MailOutlined />}
                  loading={email.isPending && email.variables?.id === dashboard.id}
                  onClick={() => email.mutate(dashboard)}
                  aria-label={`Email Users of ${dashboard.name}`}
                >
                  Email Users
                </Button>,
              ]}
            >
              <List.Item.Meta
                avatar={<BarChartOutlined style={{ fontSize: 20, color: '#1677ff' }} />}
                title={
                  dashboard.url ? (
                    <Typography.Link href={dashboard.url} target="_blank" rel="noreferrer">
                      {dashboard.name}
                    </Typography.Link>
                  ) : (
                    dashboard.name
                  )
                }
                description={countOf(dashboard.user_count, 'user')}
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  )
}
