import { formatCount } from '@mc/domain'
import { Card, Col, Row, Statistic } from 'antd'
import { COVERAGE_LEVEL_COLORS, COVERAGE_LEVEL_LABELS } from '@mc/domain/coverage/coverage.rules'
import type { CoverageSummary } from '@mc/domain/coverage/coverage-report.types'

export function CoverageSummaryCards({ summary }: { summary: CoverageSummary }) {
  const items = [
    { title: 'Pins', value: formatCount(summary.pins) },
    { title: COVERAGE_LEVEL_LABELS.COVERED, value: formatCount(summary.levels.COVERED), color: COVERAGE_LEVEL_COLORS.COVERED },
    { title: COVERAGE_LEVEL_LABELS.THIN, value: formatCount(summary.levels.THIN), color: COVERAGE_LEVEL_COLORS.THIN },
    { title: COVERAGE_LEVEL_LABELS.NONE, value: formatCount(summary.levels.NONE), color: COVERAGE_LEVEL_COLORS.NONE },
    { title: 'Median active bees per pin', value: formatCount(summary.medianActiveBees) },
    { title: 'Avg. nearest active bee', value: summary.averageNearestBeeMiles === null ? '—' : `${summary.averageNearestBeeMiles} mi` },
  ]
  return (
    <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
      {items.map((item) => (
        <Col key={item.title} xs={12} md={8} xl={4}>
          <Card size="small">
            <Statistic title={item.title} value={item.value} styles={{ content: item.color ? { color: item.color } : {} }} />
          </Card>
        </Col>
      ))}
    </Row>
  )
}
