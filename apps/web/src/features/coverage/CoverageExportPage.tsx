import { Suspense } from 'react'
import { Card, Flex } from 'antd'
import { PageLoading } from '../../shared/components/PageLoading'
import { PageTitle } from '../../shared/components/PageTitle'
import { useUrlState } from '../../shared/hooks/use-url-state'
import { lazyNamed } from '../../shared/routing/lazy-route'
import { CoverageForm } from './components/CoverageForm'
import { RecentReports } from './components/RecentReports'

// A report shows once one is asked for or opened (the page opens on the form and the recent list).
const CoverageReportView = lazyNamed(() => import('./components/CoverageReportView'), 'CoverageReportView')

/** /coverage: the shown report is in the URL, so leaving and coming back (or sharing the link) finds it again. */
export function CoverageExportPage() {
  const [state, setState] = useUrlState({ report: '' })
  return (
    <>
      <PageTitle title="Coverage Data Export" crumbs={[{ label: 'Places' }, { label: 'Coverage Tools' }]} />
      <Flex vertical gap={16}>
        <Card>
          <CoverageForm onQueued={(report) => setState({ report: report.identity })} />
        </Card>
        {state.report && (
          <Suspense fallback={<PageLoading label="Loading the report…" />}>
            <CoverageReportView identity={state.report} />
          </Suspense>
        )}
        <RecentReports selected={state.report} onOpen={(identity) => setState({ report: identity })} />
      </Flex>
    </>
  )
}
