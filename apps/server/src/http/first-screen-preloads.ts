// The page that opens the console names the code of the screen it opens: the build lists each
// screen's chunks (apps/web/bundle/route-preloads.ts writes route-preloads.json), and index.html is
// sent with a `<link rel="modulepreload">` for each chunk of the screen the path opens. The browser
// then fetches the screen's code beside the entry, instead of once the entry has run and the router
// asked for it (see docs/decisions/first-load.md).

/** One screen as the build lists it (route-preloads.json): dist-relative files. */
export interface RoutePreload {
  path: string
  query?: Record<string, string>
  scripts: string[]
  styles: string[]
}

/** A file the build wrote under assets/ (a hashed name): nothing else is ever put in the page. */
const BUILT_ASSET = /^assets\/[\w.-]+\.(js|css)$/

const segments = (path: string) => path.split('/').filter(Boolean)

/**
 * The screen `url` opens: a listed path whose segments match (`:name` matches any one segment,
 * letters in any case as the console's router does) and whose query parameters all match; of
 * several, the one with the most literal segments, then the most query parameters (so
 * /customers/new is not taken for a customer, nor a mission's Map tab for its Groups tab).
 */
export function screenFor(preloads: readonly RoutePreload[], url: string): RoutePreload | undefined {
  const parsed = new URL(url, 'http://console.invalid')
  let asked: string[]
  try {
    asked = segments(decodeURIComponent(parsed.pathname).toLowerCase())
  } catch {
    return undefined // a malformed escape: no screen is there
  }
  let best: { preload: RoutePreload; score: number } | undefined
  for (const preload of preloads) {
    const listed = segments(preload.path.toLowerCase())
    if (listed.length !== asked.length) continue
    if (!listed.every((segment, i) => (segment.startsWith(':') ? asked[i]!.length > 0 : segment === asked[i]))) continue
    const query = Object.entries(preload.query ?? {})
    if (!query.every(([name, value]) => parsed.searchParams.get(name) === value)) continue
    const score = listed.filter((segment) => !segment.startsWith(':')).length * 100 + query.length
    if (!best || score > best.score) best = { preload, score }
  }
  return best?.preload
}

/** index.html with the screen's chunks named before `</head>`; unchanged for a path no screen is at. */
export function pageFor(indexHtml: string, preloads: readonly RoutePreload[], url: string): string {
  const screen = screenFor(preloads, url)
  if (!screen) return indexHtml
  const links = [
    ...screen.styles.filter((file) => BUILT_ASSET.test(file)).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...screen.scripts.filter((file) => BUILT_ASSET.test(file)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ]
  return links.length === 0 ? indexHtml : indexHtml.replace('</head>', `${links.join('')}</head>`)
}

/** The build's list, or none when the build has no such file (an older build, or a test's miniature). */
export function readRoutePreloads(json: string | undefined): RoutePreload[] {
  if (json === undefined) return []
  const parsed = JSON.parse(json) as unknown
  if (!Array.isArray(parsed)) return []
  // An entry of another shape is left out, never allowed to fail every page the server sends.
  const isStrings = (value: unknown) => Array.isArray(value) && value.every((item) => typeof item === 'string')
  return parsed.filter(
    (entry): entry is RoutePreload =>
      typeof entry === 'object' && entry !== null && typeof entry.path === 'string' && isStrings(entry.scripts) && isStrings(entry.styles),
  )
}
