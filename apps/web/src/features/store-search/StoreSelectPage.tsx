import { formatCount } from '@mc/domain'
import { DownloadOutlined, SearchOutlined } from '@ant-design/icons'
import { Button, Card, Form, InputNumber, Space, Table } from 'antd'
import { Input } from '../../shared/forms/inputs'
import { useCustomerCrumb } from '../../shared/api/use-customer-crumb'
import { PageTitle } from '../../shared/components/PageTitle'
import { LoadError } from '../../shared/components/LoadError'
import { useUrlState } from '../../shared/hooks/use-url-state'
import { useStoreSelect, type KnownStore, type SelectQuery } from './api/store-search'
import { downloadPrefilledTemplate } from './api/prefilled-template'
import { KnownStoreLink } from './components/KnownStoreLink'
import * as paths from '../../shared/routing/paths'

const EMPTY: SelectQuery = { organization: '', state: '', city: '', latitude: '', longitude: '', radiusMiles: '' }

/** /store_select?customer=: find known stores and take them away as a prefilled Mission Deploy Template. */
export function StoreSelectPage() {
  const [query, setQuery] = useUrlState({ customer: '', ...EMPTY })
  const { customer: _customer, ...filters } = query
  const result = useStoreSelect(filters)
  const customerCrumb = useCustomerCrumb(query.customer)
  const [form] = Form.useForm<SelectQuery>()
  const stores = result.data?.places ?? []

  return (
    <>
      <PageTitle title="I need to find Stores" crumbs={[{ label: 'All Customers', to: paths.customers }, ...customerCrumb.crumbs, { label: 'Find Stores' }]} />
      {customerCrumb.notice}
      <Card style={{ marginBottom: 16 }}>
        <Form
          form={form}
          layout="inline"
          initialValues={filters}
          onFinish={(values) =>
            setQuery(Object.fromEntries(Object.entries({ ...EMPTY, ...values }).map(([k, v]) => [k, v == null ? '' : String(v)])) as unknown as SelectQuery)
          }
        >
          <Form.Item name="organization" label="Organization">
            <Input allowClear style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="state" label="State">
            <Input allowClear style={{ width: 80 }} />
          </Form.Item>
          <Form.Item name="city" label="City">
            <Input allowClear style={{ width: 150 }} />
          </Form.Item>
          <Form.Item name="latitude" label="Latitude">
            <InputNumber min={-90} max={90} style={{ width: 110 }} />
          </Form.Item>
          <Form.Item name="longitude" label="Longitude">
            <InputNumber min={-180} max={180} style={{ width: 110 }} />
          </Form.Item>
          <Form.Item name="radiusMiles" label="Radius (miles)">
            <InputNumber min={0.1} max={500} style={{ width: 90 }} />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
              Search
            </Button>
          </Form.Item>
        </Form>
      </Card>
      {result.isError && <LoadError title="Failed to load" error={result.error} onRetry={() => void result.refetch()} />}
      <Card
        title={`Stores${result.data ? ` (${formatCount(result.data.total)})` : ''}`}
        extra={
          <Button icon={<DownloadOutlined />} disabled={stores.length === 0} onClick={() => void downloadPrefilledTemplate(stores)}>
            Download as Mission Deploy Template
          </Button>
        }
      >
        <Table<KnownStore>
          rowKey="identity"
          size="middle"
          loading={result.isFetching}
          dataSource={stores}
          locale={{ emptyText: 'Search by organization, state, city or a point and radius' }}
          columns={[
            { title: 'Store', render: (_, store) => <KnownStoreLink store={store} /> },
            {
              title: 'Address',
              render: (_, store) => <Space size={4}>{[store.streetAddress, store.city, store.state, store.postalCode].filter(Boolean).join(', ')}</Space>,
            },
            { title: 'Store ID', dataIndex: 'identity', width: 160 },
          ]}
        />
      </Card>
    </>
  )
}
