/**
 * The one spelling of a request path that routing, authorization and logs all see. Clients that
 * follow RFC 3986 never percent-encode unreserved characters, never send empty or dot segments:
 * `/%61pi/x`, `//api/x` and `/api/./x` are all `/api/x` here, so no check can be bypassed by
 * spelling a path differently. Encoded reserved characters (`%2F`, `%3F`, `%20`...) stay encoded.
 */
const ENCODED_UNRESERVED = /%(3[0-9]|4[1-9a-f]|5[0-9a]|6[1-9a-f]|7[0-9a]|2d|2e|5f|7e)/gi

function removeDotSegments(path: string): string {
  const output: string[] = []
  const segments = path.split('/').slice(1)
  segments.forEach((segment, index) => {
    const isLast = index === segments.length - 1
    if (segment === '.' || segment === '..') {
      if (segment === '..') output.pop()
      if (isLast) output.push('')
      return
    }
    output.push(segment)
  })
  return `/${output.join('/')}`
}

export function canonicalUrl(url: string): string {
  // Absolute-form request targets (`GET http://host/path`) route like their path.
  const absolute = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(url)
  const target = absolute ? url.slice(absolute[0].length) || '/' : url
  const queryStart = target.search(/[?#]/)
  const path = queryStart === -1 ? target : target.slice(0, queryStart)
  const rest = queryStart === -1 ? '' : target.slice(queryStart)
  if (!path.startsWith('/')) return target
  // Until nothing changes: `%2%65` decodes to `%2e`, which is itself an escape.
  let decoded = path
  for (let previous = ''; previous !== decoded;) {
    previous = decoded
    decoded = decoded.replace(ENCODED_UNRESERVED, (escape) => String.fromCharCode(parseInt(escape.slice(1), 16)))
  }
  return removeDotSegments(decoded.replace(/\/{2,}/g, '/')) + rest
}
