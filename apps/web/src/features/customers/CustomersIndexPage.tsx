import { Suspense, useDeferredValue, useMemo } from 'react'
import { Button, Flex, Segmented } from 'antd'
import { AppstoreOutlined, PlusOutlined, TableOutlined } from '@ant-design/icons'
import { Outlet, useNavigate } from 'react-router'
import {
  CUSTOMER_CARD_FILTERS,
  CUSTOMER_FILTER_LABELS,
  CUSTOMER_TABLE_FILTERS,
  DEFAULT_CUSTOMER_CARD_FILTER,
  DEFAULT_CUSTOMER_TABLE_FILTER,
  matchesCustomerFilter,
  readFilter,
  sortCustomersByName,
} from '@mc/domain/customers/customer-list.rules'
import { DEFAULT_TABLE_PAGE_SIZE } from '@mc/domain'
import { LoadError } from '../../shared/components/LoadError'
import { PageTitle } from '../../shared/components/PageTitle'
import { useUrlState } from '../../shared/hooks/use-url-state'
import { customersQuery, useCustomers } from './api/use-customers'
import { CustomerCardGrid } from './components/CustomerCardGrid'
import { PageLoading } from '../../shared/components/PageLoading'
import { lazyNamed } from '../../shared/routing/lazy-route'
import type { RoutePrefetch } from '../../shared/routing/route-data'
import { SearchBox } from '../../shared/components/SearchBox'
import { noResultsFor } from '@mc/domain/common/search'
import * as paths from '../../shared/routing/paths'

// The cards are the first view; the table (antd's Table) loads when chosen, fetched on pointing at it.
const loadTable = () => import('./components/CustomersTable')
const CustomersTable = lazyNamed(loadTable, 'CustomersTable')
const preloadTable = () => void loadTable().catch(() => undefined)

// The spec lists the card filter as All, Active, Inactive and the table's as All, Current.
const CARD_OPTIONS = ['all', 'active', 'inactive'] as const
const TABLE_OPTIONS = ['all', 'current'] as const

/** /customers: the card grid (All / Active / Inactive) or the table (All / Current); all of it in the URL. */
export function CustomersIndexPage() {
  const navigate = useNavigate()
  const [url, setUrl] = useUrlState({
    view: 'cards',
    status: DEFAULT_CUSTOMER_CARD_FILTER,
    show: DEFAULT_CUSTOMER_TABLE_FILTER,
    page: 1,
    size: DEFAULT_TABLE_PAGE_SIZE,
    search: '',
  })
  const customers = useCustomers(url.search)
  // The answer's render is a transition (sliced), not one long task (see MissionDetailPage).
  const list = useDeferredValue(customers.data)
  const isTable = url.view === 'table'
  const filter = isTable
    ? readFilter(url.show, CUSTOMER_TABLE_FILTERS, DEFAULT_CUSTOMER_TABLE_FILTER)
    : readFilter(url.status, CUSTOMER_CARD_FILTERS, DEFAULT_CUSTOMER_CARD_FILTER)
  const shown = useMemo(() => {
    const matching = (list ?? []).filter((customer) => matchesCustomerFilter({ name: customer.name, isCurrent: customer.is_current }, filter))
    return sortCustomersByName(matching.map((c) => ({ ...c, isCurrent: c.is_current })))
  }, [list, filter])

  const options = (isTable ? TABLE_OPTIONS : CARD_OPTIONS).map((value) => ({ value, label: CUSTOMER_FILTER_LABELS[value] }))

  return (
    <>
      <PageTitle
        title="Customers"
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(paths.newCustomer)}>
            Add Customer
          </Button>
        }
      />
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Flex align="center" wrap gap={12}>
          <SearchBox
            value={url.search}
            onSearch={(search) => setUrl({ search, page: 1 })}
            placeholder="Customer name or Salesforce ID"
            aria-label="Search customers"
          />
          <Segmented
            aria-label="Customer filter"
            value={filter}
            options={options}
            onChange={(value) => setUrl(isTable ? { show: String(value), page: 1 } : { status: String(value), page: 1 })}
          />
        </Flex>
        <Segmented
          aria-label="Layout"
          value={url.view}
          options={[
            { value: 'cards', label: 'Cards', icon: <AppstoreOutlined /> },
            { value: 'table', label: <span onMouseEnter={preloadTable}>Table</span>, icon: <TableOutlined /> },
          ]}
          onChange={(value) => setUrl({ view: String(value), page: 1 })}
        />
      </Flex>
      {customers.isError ? (
        <LoadError title="Failed to load Customers" error={customers.error} onRetry={() => void customers.refetch()} />
      ) : isTable ? (
        <Suspense fallback={<PageLoading label="Loading the table…" />}>
          <CustomersTable
            customers={shown}
            loading={!list}
            page={url.page}
            pageSize={url.size}
            onPage={(page, size) => setUrl({ page, size })}
            emptyText={url.search ? noResultsFor(url.search) : undefined}
          />
        </Suspense>
      ) : (
        <CustomerCardGrid
          customers={shown}
          loading={!list}
          page={url.page}
          onPage={(page) => setUrl({ page })}
          emptyText={url.search ? noResultsFor(url.search) : undefined}
        />
      )}
      <Outlet />
    </>
  )
}

/** /customers, while the page's code loads: every customer. */
export const prefetchCustomers: RoutePrefetch = (_, client) => void client.prefetchQuery(customersQuery())
