import { ColorTag } from '../../shared/components/ColorTag'
import { Card, Col, Progress, Row, Statistic, Table } from 'antd'
import { Link, useParams } from 'react-router'
import { deriveDisplayState, formatDate, missionMessages, stateColor, toWireDate, type MissionState } from '@mc/domain'
import { LoadError } from '../../shared/components/LoadError'
import { PageTitle } from '../../shared/components/PageTitle'
import type { AlignmentMission } from '@mc/domain/customers/customer.types'
import { useCustomerAlignment } from './api/use-customer-alignment'
import * as paths from '../../shared/routing/paths'
import { pathTo } from '../../shared/routing/paths'

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100))

/**
 * /customers/{identity}/alignment. The spec leaves its contents to us: per mission, the stores it
 * is aligned to and how many of them are deployed (docs/domain/customers.md).
 */
export function AlignmentPage() {
  const identity = useParams().identity!
  const alignment = useCustomerAlignment(identity)
  const name = alignment.data?.customer.name ?? ''
  const totals = alignment.data?.totals
  return (
    <>
      <PageTitle
        title="Alignment"
        crumbs={[{ label: 'All Customers', to: paths.customers }, { label: `Customer: ${name}`, to: pathTo(paths.customer, identity) }, { label: 'Alignment' }]}
        subtitle={name}
      />
      {alignment.isError ? (
        <LoadError title={missionMessages.loadFailed(identity)} error={alignment.error} onRetry={() => void alignment.refetch()} />
      ) : (
        <>
          <Row gutter={16} style={{ marginBottom: 16 }}>
            <Col xs={24} md={8}>
              <Card>
                <Statistic title="Missions" value={totals?.missions ?? 0} loading={alignment.isPending} />
              </Card>
            </Col>
            <Col xs={24} md={8}>
              <Card>
                <Statistic title="Stores in Alignment" value={totals?.stores_in_alignment ?? 0} loading={alignment.isPending} />
              </Card>
            </Col>
            <Col xs={24} md={8}>
              <Card>
                <Statistic title="Stores Deployed" value={totals?.stores_deployed ?? 0} loading={alignment.isPending} />
              </Card>
            </Col>
          </Row>
          <Card title="Missions">
            <Table<AlignmentMission>
              rowKey="identity"
              loading={alignment.isPending}
              dataSource={alignment.data?.missions}
              locale={{ emptyText: 'No Missions for this Customer' }}
              columns={[
                { title: 'Mission', dataIndex: 'name', render: (value: string, m) => <Link to={pathTo(paths.mission, m.identity)}>{value}</Link> },
                { title: 'Campaign', key: 'campaign', render: (_, m) => <Link to={pathTo(paths.campaign, m.campaign.identity)}>{m.campaign.name}</Link> },
                {
                  title: 'State',
                  key: 'state',
                  width: 120,
                  render: (_, m) => {
                    // The tag shows the display state, as on the campaign page: dates win over a stale state.
                    const shown = deriveDisplayState({ state: m.state as MissionState, startDate: m.start_date, endDate: m.end_date }, toWireDate(new Date()))
                    return <ColorTag color={stateColor(shown)}>{shown}</ColorTag>
                  },
                },
                { title: 'Dates', key: 'dates', width: 240, render: (_, m) => `${formatDate(m.start_date)} - ${formatDate(m.end_date)}` },
                { title: 'Stores in Alignment', dataIndex: 'stores_in_alignment', width: 160, align: 'right' },
                { title: 'Stores Deployed', dataIndex: 'stores_deployed', width: 140, align: 'right' },
                {
                  title: 'Deployed',
                  key: 'deployed',
                  width: 160,
                  render: (_, m) => (
                    <Progress percent={percent(m.stores_deployed, m.stores_in_alignment)} size="small" aria-label={`${m.name}: stores deployed`} />
                  ),
                },
              ]}
            />
          </Card>
        </>
      )}
    </>
  )
}
