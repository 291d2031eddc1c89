import { useLayoutEffect, useRef } from 'react'
import { appConfig } from '../config/app-config'
import type { CentredView, MapSize } from './map-view'
import { MOSAIC_TILE_CLASS, takePreloadedTile, tilesInView, tileUrl } from './tile-preload'
import { TILE_SIZE } from './web-mercator'

/** How long the map waits for its first tiles before it opens without them (they keep coming under it). */
const TILES_WAIT_MS = 1000

/**
 * The base-map tiles of the view a map opens on, as plain images placed where Leaflet places them
 * (tile-preload.ts), so they are drawn in the screen's first frame: creating a Leaflet map lays out
 * the whole page inside one long task, and Leaflet shows a tile only a task after it loads. The
 * map is created over them once they are painted (`onDrawn`, called once), and they are removed
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
    const finish = () => {
      if (done) return
      done = true
      // After the frame that paints them: the map's creation is a long task, and must not hold that frame back.
      requestAnimationFrame(() => setTimeout(onDrawn))
    }
    const loading: Promise<unknown>[] = []
    for (const { tile, url } of tiles) {
      if (url === undefined) continue
      const image = takePreloadedTile(url) ?? Object.assign(new Image(), { src: url })
      image.alt = ''
      image.className = MOSAIC_TILE_CLASS
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
      container.replaceChildren()
    }
  }, [lat, lng, view.zoom, size, onDrawn])
  return <div ref={mosaic} aria-hidden style={{ position: 'absolute', inset: 0, pointerEvents: 'none' }} />
}
