import type { FastifyRequest } from 'fastify'

/** Query parameters whose values are credentials or one-time secrets: never written to a log. */
const SECRET_PARAMETER = /token|code|pass|secret|key|sig|auth|session|state|jwt|assertion/i

/** The request target as logged: the path, and the query with every secret value replaced. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?')
  if (queryStart === -1) return url
  const params = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const [name = '', ...value] = pair.split('=')
      let decodedName = name
      try {
        decodedName = decodeURIComponent(name)
      } catch {
        // A malformed escape is logged as sent.
      }
      return value.length && SECRET_PARAMETER.test(decodedName) ? `${name}=[redacted]` : pair
    })
  return `${url.slice(0, queryStart)}?${params.join('&')}`
}

/** Fastify's request log line, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  }
}
