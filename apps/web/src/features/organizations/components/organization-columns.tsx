import { formatCount } from '@mc/domain'
import { Button, Tag, Tooltip, Typography } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { Link } from 'react-router'
import type { Organization } from '@mc/domain/organizations/organization.types'
import * as paths from '../../../shared/routing/paths'
import { pathTo } from '../../../shared/routing/paths'

const dash = (value: string | null | undefined) => (value ? value : <Typography.Text type="secondary">—</Typography.Text>)

/** Columns of spec 001 §2 Organizations list, in its order. Edit stays disabled for everyone (spec 000 §6). */
export const organizationColumns: ColumnsType<Organization> = [
  { title: 'Identity', dataIndex: 'identity', render: (identity: string) => <Typography.Text code>{identity}</Typography.Text> },
  { title: 'Name', dataIndex: 'name', render: (name: string, org) => <Link to={pathTo(paths.organization, org.identity)}>{name}</Link> },
  { title: 'Display Name', dataIndex: 'display_name', render: dash },
  {
    title: 'Alt Names',
    dataIndex: 'alternative_names',
    render: (names: string[]) => (names.length ? names.map((name) => <Tag key={name}>{name}</Tag>) : dash(null)),
  },
  { title: 'Org Type', dataIndex: 'organization_type' },
  { title: 'Business Type', dataIndex: 'business_type', render: dash },
  { title: 'Mobee Company', dataIndex: 'mobee_company', align: 'center', render: (yes: boolean) => (yes ? <Tag color="blue">Yes</Tag> : 'No') },
  {
    title: 'Parent Org',
    dataIndex: 'parent',
    render: (parent: Organization['parent']) => (parent ? <Link to={pathTo(paths.organization, parent.identity)}>{parent.name}</Link> : dash(null)),
  },
  { title: 'Sub Orgs', dataIndex: 'num_children', align: 'right' },
  { title: 'Num Places', dataIndex: 'num_places', align: 'right', render: (n: number) => formatCount(n) },
  {
    title: 'View',
    key: 'view',
    align: 'center',
    render: (_, org) => (
      <Link to={pathTo(paths.organization, org.identity)} aria-label={`View ${org.name}`}>
        View
      </Link>
    ),
  },
  {
    title: 'Edit',
    key: 'edit',
    align: 'center',
    render: () => (
      <Tooltip title="Organizations are edited in the backend">
        <Button size="small" disabled>
          Edit
        </Button>
      </Tooltip>
    ),
  },
]
