import { Card, Col, Empty, Pagination, Row, Skeleton } from 'antd'
import { CUSTOMER_LOADING_PLACEHOLDERS } from '@mc/domain/customers/customer-list.rules'
import type { Customer } from '../api/customer.types'
import { CustomerCard } from './CustomerCard'

const GRID = { xs: 24, sm: 12, md: 8, lg: 6, xxl: 4 }
export const CARDS_PER_PAGE = 24

/** The card reading of the index, with 12 placeholders while the list loads. */
export function CustomerCardGrid({
  customers,
  loading,
  page,
  onPage,
  emptyText = 'No Customers',
}: {
  customers: Customer[]
  loading: boolean
  page: number
  onPage: (page: number) => void
  /** What an empty list says ('No results for …' while searching). */
  emptyText?: string | undefined
}) {
  if (loading) {
    return (
      <Row gutter={[16, 16]}>
        {Array.from({ length: CUSTOMER_LOADING_PLACEHOLDERS }, (_, i) => (
          <Col key={i} {...GRID}>
            <Card size="small" data-testid="customer-placeholder">
              <Skeleton avatar={{ shape: 'square', size: 72 }} active title paragraph={{ rows: 1 }} />
            </Card>
          </Col>
        ))}
      </Row>
    )
  }
  if (customers.length === 0) return <Empty description={emptyText} />
  const shown = customers.slice((page - 1) * CARDS_PER_PAGE, page * CARDS_PER_PAGE)
  return (
    <>
      <Row gutter={[16, 16]}>
        {shown.map((customer) => (
          <Col key={customer.identity} {...GRID}>
            <CustomerCard customer={customer} />
          </Col>
        ))}
      </Row>
      {customers.length > CARDS_PER_PAGE && (
        <Pagination
          style={{ marginTop: 24, justifyContent: 'flex-end' }}
          current={page}
          pageSize={CARDS_PER_PAGE}
          total={customers.length}
          onChange={onPage}
          showSizeChanger={false}
        />
      )}
    </>
  )
}
