import { Suspense, useState } from 'react'
import { Alert, Button, Card, Progress, Skeleton, Space, Typography } from 'antd'
import { DownloadOutlined } from '@ant-design/icons'
import { formatDate } from '@mc/domain'
import { LoadError } from '../../../shared/components/LoadError'
import { notify } from '../../../shared/feedback/notify'
import { downloadCoverageReport, type ReportFormat } from '../api/download-report'
import { useCoverageReport } from '../api/use-coverage-report'
import { CoverageSummaryCards } from './CoverageSummaryCards'
import { PageLoading } from '../../../shared/components/PageLoading'
import { lazyNamed } from '../../../shared/routing/lazy-route'

// Leaflet loads only when a finished report shows its map.
const CoverageMap = lazyNamed(() => import('./CoverageMap'), 'CoverageMap')

function DownloadButtons({ identity }: { identity: string }) {
  const [busy, setBusy] = useState<ReportFormat | null>(null)
  const download = async (format: ReportFormat) => {
    setBusy(format)
    try {
      await downloadCoverageReport(identity, format)
    } catch (error) {
      notify.error('Failed to download the report', error)
    } finally {
      setBusy(null)
    }
  }
  return (
    <Space>
      <Button icon={<DownloadOutlined />} loading={busy === 'xlsx'} onClick={() => void download('xlsx')}>
        Download .xlsx
      </Button>
      <Button icon={<DownloadOutlined />} loading={busy === 'csv'} onClick={() => void download('csv')}>
        Download .csv
      </Button>
    </Space>
  )
}

/** One report: progress while the job runs, then its summary, map and downloads. */
export function CoverageReportView({ identity }: { identity: string }) {
  const query = useCoverageReport(identity)
  const report = query.data
  if (query.isError) return <LoadError title="Failed to load the coverage report" error={query.error} onRetry={() => void query.refetch()} />
  if (!report)
    return (
      <Card>
        <Skeleton active />
      </Card>
    )
  const heading = `${report.mission.name} · ${report.radius_miles} mi · ${formatDate(report.start_date)} – ${formatDate(report.end_date)}`
  return (
    <Card title={<span aria-label="Report heading">{heading}</span>} extra={report.status === 'DONE' && <DownloadButtons identity={report.identity} />}>
      {report.status === 'FAILED' && <Alert type="error" showIcon title="The report failed" description={report.error ?? 'Unknown Error'} />}
      {(report.status === 'QUEUED' || report.status === 'RUNNING') && (
        <div aria-label="Report progress">
          <Typography.Paragraph type="secondary">
            {report.status === 'QUEUED' ? 'Waiting for a worker…' : 'Generating the report…'} You can leave this page; the report keeps running and stays listed
            under Recent Reports.
          </Typography.Paragraph>
          <Progress percent={Math.round(report.progress)} status="active" aria-label="Report progress" />
        </div>
      )}
      {report.status === 'DONE' && report.summary && (
        <>
          <CoverageSummaryCards summary={report.summary} />
          <Suspense fallback={<PageLoading label="Loading the map…" height={460} />}>
            <CoverageMap rows={report.rows ?? []} />
          </Suspense>
        </>
      )}
    </Card>
  )
}
