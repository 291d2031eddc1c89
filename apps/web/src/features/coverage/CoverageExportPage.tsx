import { Card, Flex } from 'antd'
import { PageTitle } from '../../shared/components/PageTitle'
import { useUrlState } from '../../shared/hooks/use-url-state'
import { CoverageForm } from './components/CoverageForm'
import { CoverageReportView } from './components/CoverageReportView'
import { RecentReports } from './components/RecentReports'

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
        {state.report && <CoverageReportView identity={state.report} />}
        <RecentReports selected={state.report} onOpen={(identity) => setState({ report: identity })} />
      </Flex>
    </>
  )
}
