/**
 * How the browser tests and benches start Debian's Chromium: its own binary (no browser downloads
 * here), headless, and with the background networking flags off, or it floods the closed network
 * with refused connections.
 */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
}
