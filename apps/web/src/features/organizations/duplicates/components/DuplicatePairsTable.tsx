import { useMemo } from 'react'
import { Button, Table, Tag, Typography, type TablePaginationConfig } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { Link } from 'react-router'
import { countOf } from '@mc/domain'
import { evidenceLines, formatDistance, type DuplicateConfidence } from '@mc/domain/organizations/directory-health'
import { RouteModalLink } from '../../../../shared/components/RouteModalLink'
import wide from '../../../../shared/table/wide-table.module.css'
import type { DuplicatePlacePair } from '../api/use-duplicate-places'
import * as paths from '../../../../shared/routing/paths'
import { pathTo } from '../../../../shared/routing/paths'

type Side = DuplicatePlacePair['first']

/** The preset tag colours (app/global.css shades their text to 4.5:1): the surer, the warmer. */
const CONFIDENCE_COLOR: Record<DuplicateConfidence, string> = { HIGH: 'red', MEDIUM: 'orange', LOW: 'default' }

/** One store of a pair: its address (a link to the store's page), store number and pins. */
function StoreCell({ side }: { side: Side }) {
  return (
    <>
      <Link to={pathTo(paths.organizationPlace, side.identity)}>{side.address || side.identity}</Link>
      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
        {side.storeNumber ? `Store #${side.storeNumber}` : 'No store number'} · {countOf(side.pinCount, 'pin')}
        {side.locationApproximate && ' · approximate location'}
      </Typography.Text>
    </>
  )
}

/** The columns for the pairs of one organization (Merge opens its dialog over that organization's page). */
const columnsFor = (organization: string): ColumnsType<DuplicatePlacePair> => [
  {
    title: 'Confidence',
    dataIndex: 'confidence',
    render: (confidence: DuplicateConfidence) => <Tag color={CONFIDENCE_COLOR[confidence]}>{confidence}</Tag>,
  },
  { title: 'Place', key: 'first', width: 280, render: (_, pair) => <StoreCell side={pair.first} /> },
  { title: 'Probable duplicate', key: 'second', width: 280, render: (_, pair) => <StoreCell side={pair.second} /> },
  {
    title: 'Distance',
    key: 'distance',
    align: 'right',
    render: (_, pair) => (pair.distanceMetres === null ? '—' : `${formatDistance(pair.distanceMetres)}${pair.distanceExact ? '' : ' *'}`),
  },
  {
    title: 'Evidence',
    key: 'evidence',
    width: 300,
    render: (_, pair) => (
      <Typography.Text style={{ fontSize: 12 }}>
        {evidenceLines(pair).map((line) => (
          <div key={line}>{line}</div>
        ))}
      </Typography.Text>
    ),
  },
  {
    title: 'Action',
    key: 'merge',
    render: (_, pair) => (
      <RouteModalLink to={pathTo(paths.mergePlaces, organization, pair.first.identity, pair.second.identity)}>
        <Button size="small">Merge…</Button>
      </RouteModalLink>
    ),
  },
]

/** One page of an organization's probable duplicates, most sure first; Merge opens the dialog over the page. */
export function DuplicatePairsTable({
  organization,
  pairs,
  loading,
  pagination,
}: {
  organization: string
  pairs: DuplicatePlacePair[]
  loading: boolean
  pagination: TablePaginationConfig
}) {
  const columns = useMemo(() => columnsFor(organization), [organization])
  return (
    <Table<DuplicatePlacePair>
      className={wide.wide}
      rowKey={(pair) => `${pair.first.identity}-${pair.second.identity}`}
      size="middle"
      columns={columns}
      dataSource={pairs}
      loading={loading}
      pagination={pagination}
      locale={{ emptyText: 'No probable duplicate places' }}
    />
  )
}
