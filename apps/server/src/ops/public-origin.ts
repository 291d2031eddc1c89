import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { AppConfig } from '../config'

const isLoopback = (hostname: string): boolean => {
  const name = hostname.replace(/^\[|\]$/g, '').toLowerCase()
  return name === 'localhost' || name.endsWith('.localhost') || name === '::1' || /^127\.\d+\.\d+\.\d+$/.test(name)
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** A page load (not an API call, asset or form post) the browser makes at the address bar's origin. */
const isPageLoad = (request: FastifyRequest): boolean =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  String(request.headers.accept ?? '').includes('text/html') &&
  !request.url.toLowerCase().startsWith('/api')

/**
 * Sign-in only works at PUBLIC_URL: the identity provider sends the browser back to
 * `<PUBLIC_URL>/callback` and nowhere else. Outside production, a page opened under another name is
 * sent to PUBLIC_URL when that address reaches this server from where the person is (another
 * loopback name such as 127.0.0.1 for the default http://localhost:PORT, or a PUBLIC_URL that was
 * set), and otherwise (the default loopback PUBLIC_URL opened from another machine) answered with
 * a page naming the URL to use and the setting to change. Production does neither: PUBLIC_URL must
 * be the site's real address (docs/OPERATIONS.md).
 */
export function registerPublicOriginCheck(app: FastifyInstance, config: Pick<AppConfig, 'publicUrl' | 'nodeEnv'>): void {
  if (config.nodeEnv === 'production') return
  const publicUrl = new URL(config.publicUrl)
  app.addHook('onRequest', async (request, reply) => {
    if (!isPageLoad(request)) return
    const origin = `${request.protocol}://${request.host}`
    if (origin.toLowerCase() === publicUrl.origin.toLowerCase()) return
    if (!isLoopback(publicUrl.hostname) || isLoopback(request.hostname)) {
      return reply.redirect(`${publicUrl.origin}${request.url}`, 302)
    }
    const suggested = `${request.protocol}://${request.host}`
    const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Open Mission Control at ${escapeHtml(publicUrl.origin)}</title>
<link rel="icon" href="data:,"></head><body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; line-height: 1.5">
<h1>Sign-in works at ${escapeHtml(publicUrl.origin)} only</h1>
<p>This server's address is <a href="${escapeHtml(publicUrl.origin)}/">${escapeHtml(publicUrl.origin)}</a> (<code>PUBLIC_URL</code>), which only opens on the machine it runs on.
You opened it as <code>${escapeHtml(suggested)}</code>.</p>
<p>To sign in from here, restart the server with <code>PUBLIC_URL=${escapeHtml(suggested)}</code> (and <code>HOST=0.0.0.0</code> so other machines can reach it).</p>
</body></html>`
    return reply.code(421).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page)
  })
}
