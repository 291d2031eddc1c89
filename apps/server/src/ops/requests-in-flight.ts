import type { FastifyInstance } from 'fastify'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A long-lived response (the live console's event stream): not a request in flight. */
    stream?: boolean
  }
}

/**
 * Tells `onChange` when the first HTTP request starts (true) and when the last one in flight ends
 * (false). The embedded database uses it to stop holding background work back for a request's
 * next statement once no request is left to send one (WireMultiplexer.setConsoleBusy).
 */
export function trackRequestsInFlight(app: FastifyInstance, onChange: (busy: boolean) => void): void {
  let inFlight = 0
  app.addHook('onRequest', (request, reply, done) => {
    // An open event stream sends no statements while it waits; counted, it would hold background work back for good.
    if (request.routeOptions.config?.stream) return done()
    if (inFlight++ === 0) onChange(true)
    // A response closes once, whether it was sent or its client went away first.
    reply.raw.once('close', () => {
      if (--inFlight === 0) onChange(false)
    })
    done()
  })
}
