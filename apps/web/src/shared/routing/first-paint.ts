/**
 * What a first load's largest paint hangs on, for a route's prefetch to return (`RoutePrefetch`):
 * the organization map's centre, whose answer brings the map's middle tiles, and the map's code.
 * The route's loader waits for it, and the console's first render waits for the loaders (main.tsx:
 * the screen's code, at most 1.5 s), so the screen's first frame holds the map with its title. Its
 * data alone would be waited for at most 0.5 s, and a centre that came later left the title as the
 * first paint and the map a frame or more after it.
 *
 * Only while the console has painted nothing (a first load), and for at most `atMostMs`: a
 * navigation inside the console shows its page at once and the map as it comes, as before.
 * Undefined when there is nothing to wait for.
 */
export function firstPaintNeeds(needs: Promise<unknown>[], atMostMs: number): Promise<unknown> | undefined {
  if (performance.getEntriesByName('first-contentful-paint').length > 0) return undefined
  return Promise.race([Promise.allSettled(needs), new Promise((resolve) => setTimeout(resolve, atMostMs))])
}
