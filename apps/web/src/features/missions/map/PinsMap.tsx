import { ApproximateLegend } from '../../../shared/map/ApproximateLegend'
import { useDeferredValue, useEffect, useMemo, useState } from 'react'
import { useMap } from 'react-leaflet'
import { Flex, Skeleton, Spin, Typography } from 'antd'
import {
  formatCount,
  MAP_CELL_PIXELS,
  MAP_EXACT_ZOOM,
  PIN_AVAILABILITY_COLORS,
  PIN_AVAILABILITY_LABELS,
  PIN_AVAILABLE_NOW,
  PIN_CAPPED,
  PIN_CURRENTLY_UNAVAILABLE,
  PIN_NOT_AVAILABLE,
  pinAvailability,
  type PinAvailabilityLabel,
} from '@mc/domain'
import { LoadError } from '../../../shared/components/LoadError'
import { BaseMap } from '../../../shared/map/BaseMap'
import { CircleMarkers } from '../../../shared/map/CircleMarkers'
import { CountCircles } from '../../../shared/map/CountCircles'
import { mergeOverlapping, type CountPoint } from '../../../shared/map/canvas-counts-layer'
import type { MapPoint } from '../../../shared/map/map-points'
import { viewBox, type ViewBox } from '../../../shared/map/view-box'
import { useMissionMapCells, type MapCells, type MapPin } from './api/map-cells'
import { useMissionMapCounts } from './api/map-counts'
import { useMissionMapBounds } from './api/map-bounds'

/** The server's name of each label's count (PinLabelCounts). */
const COUNT_OF = {
  [PIN_AVAILABLE_NOW]: 'availableNow',
  [PIN_CAPPED]: 'capped',
  [PIN_CURRENTLY_UNAVAILABLE]: 'currentlyUnavailable',
  [PIN_NOT_AVAILABLE]: 'notAvailable',
} as const satisfies Record<PinAvailabilityLabel, string>

/** A moved map asks for its new view once it has rested this long (a drag or several zoom clicks are one request). */
const VIEW_SETTLES_MS = 250

const labelOf = (pin: MapPin): PinAvailabilityLabel =>
  pinAvailability({ isCapped: pin.isCapped, isRunning: pin.isRunning, capProgress: { started: pin.started } }).label

/** Reports the map's view as the server's box: at once when the map opens, then once it rests after a move. */
function WatchView({ onView }: { onView: (box: ViewBox) => void }) {
  const map = useMap()
  useEffect(() => {
    const report = () => {
      const bounds = map.getBounds()
      onView(viewBox([bounds.getSouth(), bounds.getWest()], [bounds.getNorth(), bounds.getEast()], Math.round(map.getZoom()), MAP_CELL_PIXELS))
    }
    let timer: number | undefined
    const settle = () => {
      window.clearTimeout(timer)
      timer = window.setTimeout(report, VIEW_SETTLES_MS)
    }
    report()
    map.on('moveend', settle)
    return () => {
      window.clearTimeout(timer)
      map.off('moveend', settle)
    }
  }, [map, onView])
  return null
}

/** The answer as the map draws it: dots coloured by label, or counted circles ringed by their labels' shares. */
function drawn(answer: MapCells) {
  if (answer.exact) {
    const points: MapPoint[] = answer.pins.map((pin) => {
      const label = labelOf(pin)
      return {
        key: pin.identity,
        lat: pin.latitude,
        lng: pin.longitude,
        color: PIN_AVAILABILITY_COLORS[label],
        label: `${pin.title}: ${label}`,
        approximate: pin.approximate,
        precision: pin.precision,
      }
    })
    return { points, circles: undefined }
  }
  const cells: CountPoint[] = answer.cells.map((cell) => ({
    lat: cell.latitude,
    lng: cell.longitude,
    count: cell.count,
    parts: cell.counts ? PIN_AVAILABILITY_LABELS.map((label) => ({ color: PIN_AVAILABILITY_COLORS[label], count: cell.counts![COUNT_OF[label]] })) : [],
    label: '',
  }))
  // The parts follow PIN_AVAILABILITY_LABELS' order: the tooltip names each label's count.
  const circles = mergeOverlapping(cells, answer.zoom, (circle) =>
    [
      `${formatCount(circle.count)} pins`,
      ...PIN_AVAILABILITY_LABELS.flatMap((label, i) => ((circle.parts[i]?.count ?? 0) > 0 ? [`${label} ${formatCount(circle.parts[i]!.count)}`] : [])),
    ].join(' · '),
  )
  return { points: undefined, circles }
}

/**
 * The mission's pins on the map (docs/domain/missions.md, "Map"). The map opens as soon as it knows
 * where (the corners around the pins, a small answer) and asks the server for its view: the pins
 * themselves, one dot each coloured by availability, or, where a view holds thousands, the cells
 * of a grid as counted circles (a click zooms in). The legend counts the whole mission, from one
 * aggregate, whatever is in view.
 */
export default function PinsMap({ missionIdentity }: { missionIdentity: string }) {
  const bounds = useMissionMapBounds(missionIdentity)
  const [box, setBox] = useState<ViewBox>()
  // The view's pins, or its cells with their labels: one answer (each pin's label is a few index
  // reads, a fraction of a second at 100,000 pins), drawn once.
  const cells = useMissionMapCells(missionIdentity, box)
  const current = cells.data !== undefined && !cells.isPlaceholderData ? cells.data : undefined
  const counts = useMissionMapCounts(missionIdentity, current !== undefined)
  // The answer's render is a transition, not one long task.
  const answer = useDeferredValue<MapCells | undefined>(cells.data, undefined)
  const shown = useMemo(() => answer && drawn(answer), [answer])
  const error = cells.error ?? counts.error ?? bounds.error
  const retry = () => void Promise.all([cells.refetch(), counts.refetch(), bounds.refetch()])
  if (error) return <LoadError title="Failed to load the map" error={error} onRetry={retry} />
  // Until the corners are here the map would not know where to open.
  if (bounds.data === undefined) return <Skeleton.Node active style={{ width: '100%', height: 520 }} />
  const total = counts.data && PIN_AVAILABILITY_LABELS.reduce((sum, label) => sum + counts.data[COUNT_OF[label]], 0)
  return (
    <Flex vertical gap={12}>
      <Flex gap={20} wrap align="center" aria-label="Map legend">
        {PIN_AVAILABILITY_LABELS.map((label) => (
          <Flex key={label} align="center" gap={6}>
            <span style={{ width: 12, height: 12, borderRadius: '50%', background: PIN_AVAILABILITY_COLORS[label], display: 'inline-block' }} />
            <Typography.Text>
              {label} {counts.data && <Typography.Text type="secondary">({formatCount(counts.data[COUNT_OF[label]])})</Typography.Text>}
            </Typography.Text>
          </Flex>
        ))}
        {shown?.points?.some((point) => point.approximate) && <ApproximateLegend />}
        {total !== undefined && shown && current ? (
          <Typography.Text type="secondary" style={{ marginLeft: 'auto' }}>
            {formatCount(total)} pins on the map{shown.circles ? ', grouped where they crowd: click a circle to zoom in' : ''}
          </Typography.Text>
        ) : (
          <Flex role="status" align="center" gap={8} style={{ marginLeft: 'auto' }}>
            <Spin size="small" />
            <Typography.Text type="secondary">Loading pins…</Typography.Text>
          </Flex>
        )}
      </Flex>
      <BaseMap label="Mission pins map" fitBounds={bounds.data ?? undefined} zoom={12} height={520}>
        <WatchView onView={setBox} />
        {shown?.points && <CircleMarkers points={shown.points} radius={7} />}
        {shown?.circles && <CountCircles points={shown.circles} maxZoom={MAP_EXACT_ZOOM} />}
      </BaseMap>
    </Flex>
  )
}
