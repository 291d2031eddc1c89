import { useState } from 'react'
import { Button, Typography } from 'antd'
import { DownloadOutlined } from '@ant-design/icons'
import { AUDIT_ENTITY_TYPES, AUDIT_EXPORT_LIMIT, AUDIT_PAGE_SIZE, type AuditEntryView } from '@mc/domain/audit/audit'
import { notify } from '../../shared/feedback/notify'
import { useUrlState } from '../../shared/hooks/use-url-state'
import { adminScreens } from '../../shared/resource/admin-screens'
import { auditTime } from '../../shared/resource/cells'
import type { ListResource } from '../../shared/resource/list-resource'
import { ResourceListPage } from '../../shared/resource/ResourceListPage'
import { downloadAuditCsv, useAuditPage, type AuditFilterValues } from './api/use-audit'
import { AuditChange } from './components/AuditChange'
import { AuditFilters } from './components/AuditFilters'

const columns: ListResource<AuditEntryView>['columns'] = [
  { title: 'When', dataIndex: 'createdAt', width: 170, render: auditTime },
  { title: 'Who', dataIndex: 'actorEmail', width: 230, ellipsis: true },
  { title: 'Entity Type', dataIndex: 'entityType', width: 170, render: (type: string) => AUDIT_ENTITY_TYPES[type] ?? type },
  { title: 'Entity', dataIndex: 'entityIdentity', width: 150, ellipsis: true },
  { title: 'Action', dataIndex: 'action', ellipsis: true, render: (action: string) => <Typography.Text code>{action}</Typography.Text> },
]

function ExportButton({ filters }: { filters: AuditFilterValues }) {
  const [busy, setBusy] = useState(false)
  const download = async () => {
    setBusy(true)
    try {
      const { truncated } = await downloadAuditCsv(filters)
      if (truncated)
        notify.info('Export limited', `The file holds the newest ${AUDIT_EXPORT_LIMIT.toLocaleString('en-US')} entries; narrow the filters for the rest.`)
    } catch (error) {
      notify.error('Failed to Export Audit Entries', error)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void download()}>
      Export CSV
    </Button>
  )
}

/** /admin/audit: admin and security events (and every other audited write), filtered, each opened to its changes. */
export function AuditPage() {
  const [state, setState] = useUrlState({ page: 1, actor: '', entityType: '', action: '', from: '', to: '' })
  const filters: AuditFilterValues = { actor: state.actor, entityType: state.entityType, action: state.action, from: state.from, to: state.to }
  const resource: ListResource<AuditEntryView> = {
    title: adminScreens.audit.title,
    rowKey: 'id',
    columns,
    useRows: (page, size) => useAuditPage(filters, page, size),
    actions: <ExportButton filters={filters} />,
    toolbar: <AuditFilters value={filters} onApply={(next) => setState({ ...next, page: 1 })} />,
    empty: 'No entries match the filters.',
    pageSizes: [10, AUDIT_PAGE_SIZE, 50, 100],
    caption: (from, to, total) => `Displaying ${from} to ${to} of ${total} entries`,
    table: { tableLayout: 'fixed', expandable: { expandedRowRender: (entry) => <AuditChange entry={entry} /> } },
  }
  return <ResourceListPage resource={resource} />
}
