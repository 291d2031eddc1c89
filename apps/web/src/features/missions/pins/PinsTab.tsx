import { RouteModalLink } from '../../../shared/components/RouteModalLink'
import { useDeferredValue, useMemo, useState } from 'react'
import { Button, Flex, Table } from 'antd'
import { DollarOutlined } from '@ant-design/icons'
import { DEFAULT_TABLE_PAGE_SIZE, isPinSelectable, type PinAvailabilityFilter, type PinRunningFilter, foundCountOf } from '@mc/domain'
import { LoadError } from '../../../shared/components/LoadError'
import { useUrlState } from '../../../shared/hooks/use-url-state'
import type { MissionDetails } from '../api/mission-details'
import { useMissionPins, type MissionPin, type PinFilterValues } from './api/mission-pins'
import type { PinSelection } from './api/pin-actions'
import { pinColumns } from './pin-columns'
import { PinBulkBar } from './PinBulkBar'
import { PinFilters } from './PinFilters'
import { urlPagination } from '../../../shared/table/url-pagination'
import { SearchBox } from '../../../shared/components/SearchBox'
import { noResultsFor } from '@mc/domain/common/search'
import wideTable from '../../../shared/table/wide-table.module.css'
import * as paths from '../../../shared/routing/paths'
import { pathTo } from '../../../shared/routing/paths'

/** The Pins tab: filtered, paged pins with bulk Pause / Resume / Delete and the way to Reprice. */
export function PinsTab({ mission }: { mission: Pick<MissionDetails, 'identity' | 'displayState'> }) {
  const editable = mission.displayState !== 'CLOSED'
  const [state, setState] = useUrlState({
    pinsPage: 1,
    pinsSize: DEFAULT_TABLE_PAGE_SIZE,
    pinsState: 'ALL',
    pinsRunning: 'ALL',
    pinsGroups: '',
    pinsSearch: '',
  })
  const filter: PinFilterValues = useMemo(
    () => ({
      state: state.pinsState as PinAvailabilityFilter,
      isRunning: state.pinsRunning as PinRunningFilter,
      deploymentGroupIdentities: state.pinsGroups ? state.pinsGroups.split(',') : [],
      // "Select all matching" sends the search too: it reaches the pins found, nothing beyond.
      ...(state.pinsSearch ? { search: state.pinsSearch } : {}),
    }),
    [state.pinsState, state.pinsRunning, state.pinsGroups, state.pinsSearch],
  )
  const query = useMissionPins(mission.identity, { ...filter, page: state.pinsPage, limit: state.pinsSize })
  // The answer's render is a transition (sliced), not one long task; the table shows loading until it is drawn.
  const pins = useDeferredValue(query.data)
  const [selectedKeys, setSelectedKeys] = useState<string[]>([])
  const [allMatching, setAllMatching] = useState(false)
  const clear = () => {
    setSelectedKeys([])
    setAllMatching(false)
  }

  const items = pins?.items ?? []
  const total = pins?.total ?? 0
  const totalIsLowerBound = pins?.totalIsLowerBound ?? false
  const selectableOnPage = items.filter(isPinSelectable).map((pin) => pin.identity)
  const wholePageSelected = selectableOnPage.length > 0 && selectableOnPage.every((key) => selectedKeys.includes(key))
  const selection: PinSelection | null = allMatching
    ? { kind: 'matching', filter }
    : selectedKeys.length > 0
      ? { kind: 'pins', identities: selectedKeys }
      : null

  const changeFilter = (patch: Partial<PinFilterValues>) => {
    clear()
    setState({
      pinsPage: 1,
      ...(patch.state ? { pinsState: patch.state } : {}),
      ...(patch.isRunning ? { pinsRunning: patch.isRunning } : {}),
      ...(patch.deploymentGroupIdentities ? { pinsGroups: patch.deploymentGroupIdentities.join(',') } : {}),
      ...(patch.search !== undefined ? { pinsSearch: patch.search } : {}),
    })
  }

  if (query.error) return <LoadError title="Failed to load Pins" error={query.error} onRetry={() => void query.refetch()} />
  return (
    <Flex vertical gap={12}>
      <Flex gap={12} wrap align="center">
        <SearchBox
          value={state.pinsSearch}
          onSearch={(search) => changeFilter({ search })}
          placeholder="Store number, street, city or organization"
          aria-label="Search pins"
          width={340}
        />
        <PinFilters missionIdentity={mission.identity} value={filter} onChange={changeFilter} />
      </Flex>
      {editable && (
        <PinBulkBar
          extra={
            <RouteModalLink to={pathTo(paths.reprice, mission.identity)}>
              <Button icon={<DollarOutlined />}>Reprice Pins</Button>
            </RouteModalLink>
          }
          missionIdentity={mission.identity}
          selection={selection}
          count={allMatching ? total : selectedKeys.length}
          canSelectAllMatching={wholePageSelected && total > items.length}
          total={total}
          totalIsLowerBound={totalIsLowerBound}
          onSelectAllMatching={() => setAllMatching(true)}
          onClear={clear}
        />
      )}
      <Table<MissionPin>
        rowKey="identity"
        size="middle"
        columns={pinColumns}
        dataSource={items}
        loading={query.isLoading || pins !== query.data || (query.isFetching && query.isPlaceholderData)}
        className={wideTable.wide}
        locale={state.pinsSearch ? { emptyText: noResultsFor(state.pinsSearch) } : undefined}
        rowSelection={
          editable
            ? {
                selectedRowKeys: allMatching ? selectableOnPage : selectedKeys,
                preserveSelectedRowKeys: true,
                getCheckboxProps: (pin) => ({ disabled: allMatching || !isPinSelectable(pin), 'aria-label': `Select pin ${pin.identity}` }),
                onChange: (keys) => setSelectedKeys(keys as string[]),
              }
            : undefined
        }
        pagination={urlPagination({ page: state.pinsPage, size: state.pinsSize, total }, (page, size) => setState({ pinsPage: page, pinsSize: size }), {
          showTotal: (count) => foundCountOf(count, totalIsLowerBound, 'pin'),
        })}
      />
    </Flex>
  )
}
