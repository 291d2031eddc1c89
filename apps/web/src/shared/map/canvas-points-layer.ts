import { formatCount } from '@mc/domain'
import type { LatLng, LeafletMouseEvent, Map as LeafletMap, Point, Tooltip, ZoomAnimEvent } from 'leaflet'
import { L } from './leaflet-setup'
import type { MapPoint } from './map-points'
import { DEFAULT_MARKER_COLOR, markerLabel, markerRadiusAt, pointStyle, type PointStyle } from './marker-style'

export interface CanvasPointsOptions {
  /** Radius of a dot close in; zoomed out, dots shrink so thousands stay apart. */
  radius: number
  onSelect?: ((key: string) => void) | undefined
  /** Called once every point has been drawn for the first time. */
  onDrawn?: (() => void) | undefined
}

/** How far past the visible map the canvas reaches, as a share of its size, so a short pan shows pins already drawn. */
const PADDING = 0.25
/** Points drawn together, style by style (see redraw). */
const DRAW_RUN = 200
/** Work per task while drawing, in milliseconds (a long task starts at 50). */
const SLICE_MS = 20
/** How far (px) past a dot's edge the pointer still picks it. */
const HIT_SLOP = 3
/** The longest the first drawing waits for the base map's tiles (a slow or unreachable tile server). */
const TILES_WAIT_MS = 1000

/** A dot's parts, each drawn once on a small canvas and stamped for every point of its style. */
interface Stamps {
  /** Half the stamps' side, in CSS pixels: the dot's centre sits there. */
  half: number
  /** Precise dots: the white rim; approximate ones: the dashed ring. */
  outline: HTMLCanvasElement
  fill: HTMLCanvasElement
}

/**
 * The two stamps of a style at a radius, at the screen's pixel ratio: the same arcs, widths, dashes
 * and opacities the dots were once drawn with as paths. Stamping a small bitmap costs the canvas a
 * copy; filling and stroking thousands of anti-aliased arcs cost it, on the main thread at the end
 * of each drawing task, up to ten times the JavaScript that asked for them.
 */
function drawStamps(style: PointStyle, radius: number, ratio: number): Stamps {
  const r = style.approximate ? radius + 1 : radius
  const half = Math.ceil(r + style.weight) + 1
  const stamp = (draw: (context: CanvasRenderingContext2D) => void) => {
    const canvas = document.createElement('canvas')
    canvas.width = canvas.height = Math.ceil(2 * half * ratio)
    const context = canvas.getContext('2d')
    if (context) {
      context.setTransform(ratio, 0, 0, ratio, 0, 0)
      context.beginPath()
      context.arc(half, half, r, 0, 2 * Math.PI)
      draw(context)
    }
    return canvas
  }
  const fill = stamp((context) => {
    context.globalAlpha = style.fillOpacity
    context.fillStyle = style.fillColor
    context.fill()
  })
  const outline = stamp((context) => {
    context.strokeStyle = style.color
    context.setLineDash(style.dashArray)
    // A precise dot's rim is stroked at twice its weight: its fill, stamped next, covers the inner half.
    context.lineWidth = style.approximate ? style.weight : 2 * style.weight
    context.stroke()
  })
  return { half, outline, fill }
}

/** Stamps one part of a style's dot at each (x, y) of `at`, its centre on the nearest device pixel (a copy, never a resampled blur). */
function stampAll(context: CanvasRenderingContext2D, stamps: Stamps, part: 'outline' | 'fill', at: number[], ratio: number) {
  const image = stamps[part]
  const side = image.width / ratio
  for (let k = 0; k < at.length; k += 2) {
    const left = Math.round((at[k]! - stamps.half) * ratio) / ratio
    const top = Math.round((at[k + 1]! - stamps.half) * ratio) / ratio
    context.drawImage(image, left, top, side, side)
  }
}

/**
 * Calls `then` once every tile layer of the map has loaded the tiles of its view, or after
 * TILES_WAIT_MS, whichever comes first (at once when none is loading); returns a cancel.
 */
function whenTilesLoaded(map: LeafletMap, then: () => void): () => void {
  const loading: L.GridLayer[] = []
  map.eachLayer((layer) => {
    if (layer instanceof L.GridLayer && layer.isLoading()) loading.push(layer)
  })
  let waiting = loading.length
  const stop = () => {
    window.clearTimeout(timer)
    for (const layer of loading) layer.off('load', loaded)
  }
  const finish = () => {
    stop()
    then()
  }
  const loaded = () => {
    if (--waiting === 0) finish()
  }
  const timer = waiting === 0 ? undefined : window.setTimeout(finish, TILES_WAIT_MS)
  for (const layer of loading) layer.on('load', loaded)
  if (waiting === 0) then()
  return stop
}

/** Leaflet's own helper for where a point will sit after a zoom animation (used by its markers and overlays). */
type AnimatingMap = LeafletMap & { _latLngToNewLayerPoint(latlng: LatLng, zoom: number, center: LatLng): Point }

/**
 * Every point drawn on one canvas by one layer: no Leaflet object per point. Points are projected
 * once per zoom level into typed arrays and each dot is stamped from a bitmap of its style (colour,
 * precise or approximate) drawn once, so 10,000 pins cost the page little to draw; the pointer is matched against the
 * projected dots for the tooltip and the click. Zoom animates by scaling the last drawing, as
 * Leaflet's own renderers do.
 */
export class CanvasPointsLayer extends L.Layer {
  private readonly points: readonly MapPoint[]
  private readonly settings: CanvasPointsOptions
  /** Distinct styles, and each point's index into them. */
  private readonly styles: PointStyle[] = []
  private readonly styleOf: Uint16Array
  /** World pixel coordinates of each point at `projectedZoom`. */
  private readonly xs: Float64Array
  private readonly ys: Float64Array
  private projectedZoom = Number.NaN
  /** Points [0, projectedCount) are projected at `projectedZoom`. */
  private projectedCount = 0
  /** The timer of the drawing's next slice, while one is under way. */
  private pendingSlice: number | undefined
  private canvas: HTMLCanvasElement | undefined
  /** Where the canvas's top-left corner was at the last drawing, and at which zoom. */
  private drawnCorner: LatLng | undefined
  private drawnZoom = 0
  private drawnOnce = false
  private tooltip: Tooltip | undefined
  private hovered = -1
  /** Stops waiting for the tiles (see onAdd). */
  private stopWaiting: (() => void) | undefined

  constructor(points: readonly MapPoint[], settings: CanvasPointsOptions) {
    super()
    this.points = points
    this.settings = settings
    this.styleOf = new Uint16Array(points.length)
    this.xs = new Float64Array(points.length)
    this.ys = new Float64Array(points.length)
    const index = new Map<string, number>()
    points.forEach((point, i) => {
      const key = `${point.color ?? DEFAULT_MARKER_COLOR}|${point.approximate === true}`
      let style = index.get(key)
      if (style === undefined) {
        style = this.styles.length
        index.set(key, style)
        this.styles.push(pointStyle(point.color ?? DEFAULT_MARKER_COLOR, point.approximate === true))
      }
      this.styleOf[i] = style
    })
  }

  override onAdd(map: LeafletMap): this {
    const canvas = L.DomUtil.create('canvas', 'leaflet-zoom-animated') as HTMLCanvasElement
    canvas.setAttribute('aria-hidden', 'true')
    map.getPanes().overlayPane.appendChild(canvas)
    this.canvas = canvas
    // Drawn in a task of its own, not in the one that mounted the map, and once the base map's
    // tiles are in: they are the screen's largest paint, and the browser parses and paints them on
    // the main thread the drawing would share (up to TILES_WAIT_MS; a pan or zoom draws at once).
    this.stopWaiting = whenTilesLoaded(map, () => this.redraw(true))
    return this
  }

  override onRemove(map: LeafletMap): this {
    this.stopWaiting?.()
    window.clearTimeout(this.pendingSlice)
    this.hideTooltip()
    map.getContainer().style.removeProperty('cursor')
    this.canvas?.remove()
    this.canvas = undefined
    return this
  }

  override getEvents() {
    // Leaflet binds these to the layer (map.on(events, this)) while it is on the map.
    return {
      moveend: this.onViewChange,
      viewreset: this.onViewChange,
      resize: this.onViewChange,
      zoomanim: this.animateZoom,
      mousemove: this.onPointerMove,
      mouseout: this.onPointerOut,
      click: this.onClick,
    } as unknown as Record<string, L.LeafletEventHandlerFn>
  }

  private onViewChange() {
    this.redraw()
  }

  /** Projects points [from, to) at the zoom of `projectedZoom` (world pixels). */
  private project(from: number, to: number) {
    const map = this._map
    for (let i = from; i < to; i++) {
      const world = map.project([this.points[i]!.lat, this.points[i]!.lng], this.projectedZoom)
      this.xs[i] = world.x
      this.ys[i] = world.y
    }
    this.projectedCount = Math.max(this.projectedCount, to)
  }

  /**
   * Places the canvas over the view (plus a margin) and draws every point on it, DRAW_RUN points
   * at a time and at most SLICE_MS of work per task: the rest continues in a later task, so
   * thousands of pins never block the page. A new view cancels the drawing still under way.
   */
  private redraw(later = false) {
    const map = this._map
    const canvas = this.canvas
    window.clearTimeout(this.pendingSlice)
    if (!map || !canvas) return
    const zoom = map.getZoom()
    if (zoom !== this.projectedZoom) {
      this.projectedZoom = zoom
      this.projectedCount = 0
    }
    const size = map.getSize()
    const pad = size.multiplyBy(PADDING).round()
    const width = size.x + 2 * pad.x
    const height = size.y + 2 * pad.y
    const topLeft = map.containerPointToLayerPoint([-pad.x, -pad.y])
    // World pixel of the canvas's top-left corner.
    const origin = map.getPixelOrigin().add(topLeft)
    const ratio = window.devicePixelRatio || 1
    L.DomUtil.setPosition(canvas, topLeft)
    canvas.width = width * ratio
    canvas.height = height * ratio
    canvas.style.width = `${width}px`
    canvas.style.height = `${height}px`
    this.drawnCorner = map.layerPointToLatLng(topLeft)
    this.drawnZoom = zoom
    const context = canvas.getContext('2d')
    if (!context) return
    context.setTransform(ratio, 0, 0, ratio, 0, 0)
    const radius = markerRadiusAt(this.settings.radius, zoom)
    const reach = radius + 2
    const stamps = this.styles.map((style) => drawStamps(style, radius, ratio))
    let start = 0
    const slice = () => {
      const began = performance.now()
      // The points in their own order, style by style within each run, yet where thousands crowd
      // (a city, zoomed out) the colours on top mix as the points do, rather than the last style
      // drawn covering the others.
      while (start < this.points.length && performance.now() - began < SLICE_MS) {
        const end = Math.min(start + DRAW_RUN, this.points.length)
        if (end > this.projectedCount) this.project(start, end)
        // Each style's points of the run, as canvas pixel pairs (x, y).
        const run = new Map<number, number[]>()
        for (let i = start; i < end; i++) {
          const x = this.xs[i]! - origin.x
          const y = this.ys[i]! - origin.y
          if (x < -reach || y < -reach || x > width + reach || y > height + reach) continue
          const s = this.styleOf[i]!
          let at = run.get(s)
          if (!at) run.set(s, (at = []))
          at.push(x, y)
        }
        this.drawRun(context, run, stamps, ratio)
        start = end
      }
      if (start < this.points.length) this.pendingSlice = window.setTimeout(slice, 0)
      else if (!this.drawnOnce) {
        this.drawnOnce = true
        this.settings.onDrawn?.()
      }
    }
    if (later) this.pendingSlice = window.setTimeout(slice, 0)
    else slice()
  }

  /**
   * One run's dots: approximate rings first (faint fill, dashed ring), so a precise dot on the same
   * spot stays on top; then the precise dots' white rims, then their fills over the rims, so
   * crowded dots read as their colours, outlined, rather than as a smear of rims.
   */
  private drawRun(context: CanvasRenderingContext2D, run: Map<number, number[]>, stamps: Stamps[], ratio: number) {
    const approximate = [...run].filter(([s]) => this.styles[s]!.approximate)
    const precise = [...run].filter(([s]) => !this.styles[s]!.approximate)
    for (const [s, at] of approximate) {
      stampAll(context, stamps[s]!, 'fill', at, ratio)
      stampAll(context, stamps[s]!, 'outline', at, ratio)
    }
    for (const [s, at] of precise) stampAll(context, stamps[s]!, 'outline', at, ratio)
    for (const [s, at] of precise) stampAll(context, stamps[s]!, 'fill', at, ratio)
  }

  private animateZoom(event: ZoomAnimEvent) {
    if (!this.canvas || !this.drawnCorner) return
    const map = this._map as AnimatingMap
    const scale = map.getZoomScale(event.zoom, this.drawnZoom)
    L.DomUtil.setTransform(this.canvas, map._latLngToNewLayerPoint(this.drawnCorner, event.zoom, event.center), scale)
  }

  /** The point nearest the container pixel within reach of its dot; -1 for none. */
  private pointAt(at: Point): number {
    const map = this._map
    const origin = map.getPixelOrigin().add(map.containerPointToLayerPoint([0, 0]))
    const radius = markerRadiusAt(this.settings.radius, map.getZoom()) + HIT_SLOP
    let best = -1
    let bestDistance = radius * radius
    for (let i = 0; i < this.projectedCount; i++) {
      const dx = this.xs[i]! - origin.x - at.x
      const dy = this.ys[i]! - origin.y - at.y
      const distance = dx * dx + dy * dy
      if (distance <= bestDistance) {
        best = i
        bestDistance = distance
      }
    }
    return best
  }

  private onPointerMove(event: LeafletMouseEvent) {
    const map = this._map
    if (!map || this.projectedZoom !== map.getZoom()) return
    const hit = this.pointAt(event.containerPoint)
    if (hit === this.hovered) return
    this.hovered = hit
    map.getContainer().style.cursor = hit >= 0 && this.settings.onSelect ? 'pointer' : ''
    if (hit < 0) return this.hideTooltip()
    const point = this.points[hit]!
    const others = this.countAt(hit)
    const label = [markerLabel(point) ?? point.key, others > 0 ? `+${formatCount(others)} more here` : undefined].filter(Boolean).join(' · ')
    this.tooltip ??= L.tooltip({ direction: 'top' })
    this.tooltip.options.offset = L.point(0, -markerRadiusAt(this.settings.radius, map.getZoom()))
    this.tooltip.setLatLng([point.lat, point.lng]).setContent(label)
    if (!map.hasLayer(this.tooltip)) this.tooltip.addTo(map)
  }

  /** Points drawn within a pixel of point `i` besides it (several stores at one ZIP centroid). */
  private countAt(i: number): number {
    let count = 0
    for (let j = 0; j < this.projectedCount; j++) {
      if (j !== i && Math.abs(this.xs[j]! - this.xs[i]!) < 1 && Math.abs(this.ys[j]! - this.ys[i]!) < 1) count++
    }
    return count
  }

  private onPointerOut() {
    this.hovered = -1
    this._map?.getContainer().style.removeProperty('cursor')
    this.hideTooltip()
  }

  private hideTooltip() {
    this.tooltip?.remove()
  }

  private onClick(event: LeafletMouseEvent) {
    if (!this.settings.onSelect) return
    const hit = this.pointAt(event.containerPoint)
    if (hit >= 0) this.settings.onSelect(this.points[hit]!.key)
  }
}
