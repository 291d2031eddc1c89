import { useLayoutEffect, useRef } from 'react'
import { appConfig } from '../config/app-config'
import type { CentredView, MapSize } from './map-view'
import { MOSAIC_TILE_CLASS, takePreloadedTile, tilesInView, tileUrl } from './tile-preload'
import { TILE_SIZE } from './web-mercator'

/** How long the map waits for its first tiles before it opens without them (they keep coming under it). */
const TILES_WAIT_MS = 1000
/** How long it waits, once they are drawn, for the browser to say they are on screen (a tile that failed is never). */
const SHOWN_WAIT_MS = 300

/**
 * Calls `then` once a frame showing one of `container`'s tiles is on screen: the browser reports the
 * tiles (Element Timing, their `elementtiming`) when that frame is presented, a little after it was
 * painted. The Leaflet map was created a task after the painting frame; on a busy machine that was
 * before the frame reached the screen in one load in five to ten, and Chromium then did not count the
 * tiles as the page's largest paint (the title was, then a Leaflet tile a frame later) though they
 * were in its first frame. Where the browser does not report elements, a task after the painting
 * frame, as before. Returns a function that stops waiting.
 */
function whenOnScreen(container: HTMLElement, then: () => void): () => void {
  if (!window.PerformanceObserver?.supportedEntryTypes?.includes('element')) {
    const frame = requestAnimationFrame(() => setTimeout(then))
    return () => cancelAnimationFrame(frame)
  }
  let waited = 0
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntries().some((entry) => container.contains((entry as PerformanceEntry & { element: Element | null }).element))) return
    stop()
    // The map's creation, a long task, in a task of its own.
    waited = window.setTimeout(then)
  })
  const stop = () => {
    observer.disconnect()
    clearTimeout(fallback)
  }
  const fallback = setTimeout(() => {
    observer.disconnect()
    then()
  }, SHOWN_WAIT_MS)
  observer.observe({ type: 'element', buffered: true })
  return () => {
    stop()
    clearTimeout(waited)
  }
}

/**
 * The base-map tiles of the view a map opens on, as plain images placed where Leaflet places them
 * (tile-preload.ts), so they are drawn in the screen's first frame: creating a Leaflet map lays out
 * the whole page inside one long task, and Leaflet shows a tile only a task after it loads. The
 * map is created over them once they are on screen (`onDrawn`, called once), and they are removed
 * once its own tiles show. A tile the screen preloaded is that very image, already decoded.
 */
export function TileMosaic({ view, size, onDrawn }: { view: CentredView; size: MapSize; onDrawn: () => void }) {
  const mosaic = useRef<HTMLDivElement>(null)
  const [lat, lng] = view.center
  useLayoutEffect(() => {
    const container = mosaic.current!
    const retina = window.devicePixelRatio > 1
    const tiles = tilesInView([lat, lng], view.zoom, size).map((tile) => ({ tile, url: tileUrl(appConfig().mapTileUrl, tile, retina) }))
    let done = false
    let stopWaiting = () => {}
    const finish = () => {
      if (done) return
      done = true
      // Once the frame that paints them is on screen: the map's creation is a long task, and must not hold that frame back.
      stopWaiting = whenOnScreen(container, onDrawn)
    }
    const loading: Promise<unknown>[] = []
    for (const { tile, url } of tiles) {
      if (url === undefined) continue
      const image = takePreloadedTile(url) ?? Object.assign(new Image(), { src: url })
      image.alt = ''
      image.className = MOSAIC_TILE_CLASS
      image.setAttribute('elementtiming', MOSAIC_TILE_CLASS)
      image.draggable = false
      Object.assign(image.style, { position: 'absolute', left: `${tile.left}px`, top: `${tile.top}px`, width: `${TILE_SIZE}px`, height: `${TILE_SIZE}px` })
      container.append(image)
      if (image.complete) continue
      loading.push(
        new Promise((resolve) => {
          image.addEventListener('load', resolve, { once: true })
          image.addEventListener('error', resolve, { once: true })
        }),
      )
    }
    void Promise.all(loading).then(finish)
    const giveUp = setTimeout(finish, TILES_WAIT_MS)
    return () => {
      done = true
      clearTimeout(giveUp)
      stopWaiting()
      container.replaceChildren()
    }
  }, [lat, lng, view.zoom, size, onDrawn])
  return <div ref={mosaic} aria-hidden style={{ position: 'absolute', inset: 0, pointerEvents: 'none' }} />
}
