import type { LeafletMouseEvent, Map as LeafletMap, Point, Tooltip } from 'leaflet'
import { L } from './leaflet-setup'
import { worldPixel } from './web-mercator'

/** Many points shown as one: where, how many, and how many of each colour (a ring split by share). */
export interface CountPoint {
  lat: number
  lng: number
  count: number
  parts: readonly { color: string; count: number }[]
  /** Shown as the tooltip (plain text). */
  label: string
}

/** A circle's radius for `count` points: 13 px for one, growing with the count's digits, 29 px from 10,000 on (inside a 64-px cell). */
export const countRadius = (count: number): number => Math.min(29, 13 + 4 * Math.log10(Math.max(1, count)))

/** The count as a circle says it: 1,234 -> 1.2k, 56,789 -> 57k. */
export function shortCount(count: number): string {
  if (count < 1_000) return String(count)
  if (count < 10_000) return `${(Math.floor(count / 100) / 10).toFixed(1)}k`
  return `${Math.round(count / 1_000)}k`
}

const RING = 5

/**
 * Counted circles on one canvas, redrawn whole after each move (a few hundred at most: the server
 * groups the pins into cells). A click hands the circle's index to `onSelect` (the map zooms into it).
 */
export class CanvasCountsLayer extends L.Layer {
  private canvas: HTMLCanvasElement | undefined
  private tooltip: Tooltip | undefined
  private hovered = -1
  private readonly positions: { x: number; y: number; r: number }[] = []

  constructor(
    private readonly points: readonly CountPoint[],
    private readonly settings: { onSelect: (index: number) => void; onDrawn?: () => void },
  ) {
    super()
  }

  override onAdd(map: LeafletMap): this {
    this.canvas = L.DomUtil.create('canvas', '') as HTMLCanvasElement
    this.canvas.setAttribute('aria-hidden', 'true')
    map.getPanes().overlayPane.appendChild(this.canvas)
    this.redraw()
    this.settings.onDrawn?.()
    return this
  }

  override onRemove(map: LeafletMap): this {
    this.tooltip?.remove()
    map.getContainer().style.removeProperty('cursor')
    this.canvas?.remove()
    this.canvas = undefined
    return this
  }

  override getEvents() {
    return {
      moveend: this.redraw,
      resize: this.redraw,
      zoomstart: this.hide,
      mousemove: this.onPointerMove,
      mouseout: this.onPointerOut,
      click: this.onClick,
    } as unknown as Record<string, L.LeafletEventHandlerFn>
  }

  private hide() {
    if (this.canvas) this.canvas.style.visibility = 'hidden'
    this.positions.length = 0
  }

  private redraw() {
    const map = this._map
    const canvas = this.canvas
    if (!map || !canvas) return
    const size = map.getSize()
    const ratio = window.devicePixelRatio || 1
    const topLeft = map.containerPointToLayerPoint([0, 0])
    L.DomUtil.setPosition(canvas, topLeft)
    canvas.width = size.x * ratio
    canvas.height = size.y * ratio
    canvas.style.width = `${size.x}px`
    canvas.style.height = `${size.y}px`
    canvas.style.visibility = 'visible'
    const context = canvas.getContext('2d')
    this.positions.length = 0
    for (const point of this.points) {
      const at = map.latLngToContainerPoint([point.lat, point.lng])
      this.positions.push({ x: at.x, y: at.y, r: countRadius(point.count) })
    }
    if (!context) return
    context.setTransform(ratio, 0, 0, ratio, 0, 0)
    context.textAlign = 'center'
    context.textBaseline = 'middle'
    context.font = '600 12px system-ui, sans-serif'
    this.points.forEach((point, i) => {
      const { x, y, r } = this.positions[i]!
      if (x < -r || y < -r || x > size.x + r || y > size.y + r) return
      context.beginPath()
      context.arc(x, y, r, 0, 2 * Math.PI)
      context.fillStyle = 'rgba(255, 255, 255, 0.92)'
      context.fill()
      // The ring: each colour's share of the circle's points, clockwise from the top (grey while the shares are not known).
      let start = -Math.PI / 2
      context.lineWidth = RING
      if (point.parts.length === 0) {
        context.beginPath()
        context.arc(x, y, r - RING / 2, 0, 2 * Math.PI)
        context.strokeStyle = '#bfbfbf'
        context.stroke()
      }
      for (const part of point.parts) {
        if (part.count === 0) continue
        const end = start + (2 * Math.PI * part.count) / point.count
        context.beginPath()
        context.arc(x, y, r - RING / 2, start, end)
        context.strokeStyle = part.color
        context.stroke()
        start = end
      }
      context.fillStyle = 'rgba(0, 0, 0, 0.88)'
      context.fillText(shortCount(point.count), x, y)
    })
  }

  /** The circle under the container pixel (the last drawn on top); -1 for none. */
  private circleAt(at: Point): number {
    for (let i = this.positions.length - 1; i >= 0; i--) {
      const { x, y, r } = this.positions[i]!
      if ((x - at.x) ** 2 + (y - at.y) ** 2 <= r * r) return i
    }
    return -1
  }

  private onPointerMove(event: LeafletMouseEvent) {
    const map = this._map
    if (!map) return
    const hit = this.circleAt(event.containerPoint)
    if (hit === this.hovered) return
    this.hovered = hit
    map.getContainer().style.cursor = hit >= 0 ? 'pointer' : ''
    if (hit < 0) return void this.tooltip?.remove()
    const point = this.points[hit]!
    this.tooltip ??= L.tooltip({ direction: 'top' })
    this.tooltip.options.offset = L.point(0, -this.positions[hit]!.r)
    this.tooltip.setLatLng([point.lat, point.lng]).setContent(point.label)
    if (!map.hasLayer(this.tooltip)) this.tooltip.addTo(map)
  }

  private onPointerOut() {
    this.hovered = -1
    this._map?.getContainer().style.removeProperty('cursor')
    this.tooltip?.remove()
  }

  private onClick(event: LeafletMouseEvent) {
    const hit = this.circleAt(event.containerPoint)
    if (hit >= 0) this.settings.onSelect(hit)
  }
}

/**
 * Circles that would overlap at `zoom` drawn as one: counts and colour shares added, placed at their
 * points' mean. The server's cells are squares of the grid, but each is drawn at its pins' mean, so
 * two neighbours around one city can sit a few pixels apart. Largest first, each circle takes the
 * smaller ones it covers; a few hundred circles, so the pairs are simply compared.
 */
export function mergeOverlapping(points: readonly CountPoint[], zoom: number, label: (point: Omit<CountPoint, 'label'>) => string): CountPoint[] {
  const order = [...points].sort((a, b) => b.count - a.count)
  const merged: (Omit<CountPoint, 'label'> & { x: number; y: number })[] = []
  for (const point of order) {
    const at = worldPixel([point.lat, point.lng], zoom)
    const into = merged.find((m) => Math.hypot(m.x - at.x, m.y - at.y) < countRadius(m.count) + countRadius(point.count))
    if (!into) {
      merged.push({ ...point, parts: point.parts.map((part) => ({ ...part })), ...at })
      continue
    }
    const count = into.count + point.count
    into.lat = (into.lat * into.count + point.lat * point.count) / count
    into.lng = (into.lng * into.count + point.lng * point.count) / count
    into.count = count
    into.parts = into.parts.map((part, i) => ({ ...part, count: part.count + (point.parts[i]?.count ?? 0) }))
  }
  return merged.map(({ x: _x, y: _y, ...point }) => ({ ...point, label: label(point) }))
}
