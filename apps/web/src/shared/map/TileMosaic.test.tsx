import { act, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setAppConfigForTests } from '../config/app-config'
import { MOSAIC_TILE_CLASS } from './tile-preload'
import { TileMosaic } from './TileMosaic'

/** A browser that reports elements as they reach the screen (Element Timing), the reports sent by the test. */
class ElementReports {
  static supportedEntryTypes = ['element', 'largest-contentful-paint']
  static observers: ElementReports[] = []
  constructor(private readonly callback: (list: { getEntries: () => PerformanceEntry[] }) => void) {}
  observe() {
    ElementReports.observers.push(this)
  }
  disconnect() {
    ElementReports.observers = ElementReports.observers.filter((observer) => observer !== this)
  }
  /** The frame that shows `element` is on screen. */
  static shown(element: Element) {
    for (const observer of ElementReports.observers) observer.callback({ getEntries: () => [{ entryType: 'element', element } as unknown as PerformanceEntry] })
  }
}

const VIEW = { center: [41.88, -87.63] as [number, number], zoom: 13 }
const SIZE = { width: 512, height: 438 }
const aTask = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)))

beforeEach(() => {
  setAppConfigForTests({ issuer: '', clientId: '', scope: '', backendUrl: '', toolsBaseUrl: '', mapTileUrl: '/tiles/{z}/{x}/{y}{r}.png' })
  // Every tile is in at once, as the screen's preloaded ones are.
  Object.defineProperty(HTMLImageElement.prototype, 'complete', { configurable: true, get: () => true })
  ElementReports.observers = []
  vi.stubGlobal('PerformanceObserver', ElementReports)
})
afterEach(() => vi.unstubAllGlobals())

describe('TileMosaic', () => {
  it('has the map created once a frame showing its tiles is on screen, not merely painted', async () => {
    const onDrawn = vi.fn()
    const { container } = render(<TileMosaic view={VIEW} size={SIZE} onDrawn={onDrawn} />)
    const tiles = container.querySelectorAll(`img.${MOSAIC_TILE_CLASS}`)
    expect(tiles.length).toBeGreaterThan(0)
    expect(tiles[0]!.getAttribute('elementtiming')).toBe(MOSAIC_TILE_CLASS)
    // Painted frames go by; the browser has not said the tiles are on screen yet.
    await aTask()
    await aTask()
    expect(onDrawn).not.toHaveBeenCalled()

    // An element of another part of the page says nothing about the map.
    act(() => ElementReports.shown(document.body))
    await aTask()
    expect(onDrawn).not.toHaveBeenCalled()

    act(() => ElementReports.shown(tiles[0]!))
    await aTask()
    expect(onDrawn).toHaveBeenCalledTimes(1)
  })

  it('has the map created all the same when no report comes (a tile that failed to load is never on screen)', async () => {
    vi.useFakeTimers()
    try {
      const onDrawn = vi.fn()
      render(<TileMosaic view={VIEW} size={SIZE} onDrawn={onDrawn} />)
      await act(() => vi.advanceTimersByTimeAsync(299))
      expect(onDrawn).not.toHaveBeenCalled()
      await act(() => vi.advanceTimersByTimeAsync(1))
      expect(onDrawn).toHaveBeenCalledTimes(1)
    } finally {
      vi.useRealTimers()
    }
  })
})
