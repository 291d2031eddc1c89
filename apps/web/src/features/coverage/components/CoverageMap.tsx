import { useCallback, useMemo } from 'react'
import { Flex, Space, Typography } from 'antd'
import { useNavigate } from 'react-router'
import { COVERAGE_LEVEL_COLORS, COVERAGE_LEVEL_LABELS, COVERAGE_LEVELS } from '@mc/domain/coverage/coverage.rules'
import { ApproximateLegend } from '../../../shared/map/ApproximateLegend'
import { BaseMap } from '../../../shared/map/BaseMap'
import { CircleMarkers } from '../../../shared/map/CircleMarkers'
import type { MapPoint } from '../../../shared/map/map-points'
import type { CoverageReportRow } from '@mc/domain/coverage/coverage-report.types'
import * as paths from '../../../shared/routing/paths'
import { pathTo } from '../../../shared/routing/paths'

/** The reference mission's pins, each dot coloured by how well bees cover it. */
export function CoverageMap({ rows }: { rows: CoverageReportRow[] }) {
  const navigate = useNavigate()
  const points = useMemo<MapPoint[]>(
    () =>
      rows.map((row) => ({
        key: row.orgPlaceIdentity,
        lat: row.latitude,
        lng: row.longitude,
        color: COVERAGE_LEVEL_COLORS[row.level],
        approximate: row.locationApproximate === true,
        label: `${row.store} · ${row.activeBees} active bee(s) · ${row.otherStores} other store(s)`,
      })),
    [rows],
  )
  const openStore = useCallback((key: string) => navigate(pathTo(paths.organizationPlace, key)), [navigate])
  return (
    <>
      <BaseMap label="Coverage map" fitTo={points} zoom={12} height={460}>
        <CircleMarkers points={points} onSelect={openStore} />
      </BaseMap>
      <Flex gap={20} style={{ marginTop: 10 }} wrap aria-label="Map legend">
        {COVERAGE_LEVELS.map((level) => (
          <Space key={level} size={6}>
            <span style={{ display: 'inline-block', width: 12, height: 12, borderRadius: 6, background: COVERAGE_LEVEL_COLORS[level] }} />
            <Typography.Text type="secondary">{COVERAGE_LEVEL_LABELS[level]}</Typography.Text>
          </Space>
        ))}
        {points.some((point) => point.approximate) && <ApproximateLegend />}
      </Flex>
    </>
  )
}
