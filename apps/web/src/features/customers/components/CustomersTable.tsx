import { Table, Tag } from 'antd'
import { Link } from 'react-router'
import type { Customer } from '../api/customer.types'
import { CustomerLogo } from './CustomerLogo'
import * as paths from '../../../shared/routing/paths'
import { pathTo } from '../../../shared/routing/paths'

/** The table reading of the index: already filtered and sorted by lowercase name. */
export function CustomersTable({
  customers,
  loading,
  page,
  pageSize,
  onPage,
  emptyText,
}: {
  customers: Customer[]
  loading: boolean
  page: number
  pageSize: number
  onPage: (page: number, pageSize: number) => void
  /** What an empty table says while searching ('No results for …'). */
  emptyText?: string | undefined
}) {
  return (
    <Table<Customer>
      rowKey="identity"
      loading={loading}
      dataSource={customers}
      {...(emptyText ? { locale: { emptyText } } : {})}
      pagination={{ current: page, pageSize, total: customers.length, showSizeChanger: true, onChange: onPage }}
      columns={[
        { key: 'logo', width: 64, render: (_, c) => <CustomerLogo name={c.name} logoUrl={c.logo_url} size={32} /> },
        { title: 'Name', dataIndex: 'name', render: (name: string, c) => <Link to={pathTo(paths.customer, c.identity)}>{name}</Link> },
        { title: 'Description', dataIndex: 'description', ellipsis: true },
        { title: 'Salesforce Customer ID', dataIndex: 'salesforce_customer_id', width: 220 },
        {
          title: 'Status',
          dataIndex: 'is_current',
          width: 110,
          render: (current: boolean) => (current ? <Tag color="green">Current</Tag> : <Tag>Inactive</Tag>),
        },
      ]}
    />
  )
}
