/**
 * The response header that tells the console the live position its data was read at: every event up
 * to it had committed before the request began (docs/domain/live-console.md, "The first connection").
 * A module of its own: the console's shell reads it, and must not load the event schemas.
 */
export const LIVE_POSITION_HEADER = 'x-live-position'
