import { WIDE_WINDOW_FROM } from '../../../shared/layout/breakpoints'

/** The height of the mission's map (its frame included), shared by the map and its placeholder. */
export const MISSION_MAP_HEIGHT = 520

/** The zoom the mission map frames its pins no closer than. */
export const MISSION_MAP_MAX_ZOOM = 12

/**
 * How wide the Map tab's map will be in a window this wide, known before the page is drawn (the
 * map fits its pins to its width, so the tiles it opens on depend on it). Measured in Chromium
 * (`e2e/tests/mission-pins.spec.ts` holds it): two thirds of the window less the left menu, the
 * page's margins, the columns' gutter and the tab card's padding; in one column, the window less
 * the page's margins and the card's. A system that draws a classic scrollbar beside the page makes
 * the map about 10 pixels narrower: the map then opens on other tiles only when its pins sit on the
 * edge between two zoom levels, and the tiles preloaded for nothing are a few small images.
 */
export function missionMapWidth(windowWidth: number): number {
  // From WIDE_WINDOW_FROM up the mission page has two columns, the Map tab in the wider one.
  return windowWidth >= WIDE_WINDOW_FROM ? Math.round((windowWidth * 2) / 3 - 212) : windowWidth - 77
}
