/**
 * Mission Control runs on Node.js 24 LTS: pg-boss 12 and oidc-provider 9 need 22+, and 20 is out of
 * support. `npm install` brings Node 24 into node_modules (the `node` package), and every npm script
 * runs on it; this check catches a process started some other way, such as `node` straight from a
 * shell that still has an older Node.
 */
export const SUPPORTED_NODE_MAJOR = 24

export function unsupportedRuntimeMessage(version: string): string | undefined {
  const major = Number(/^v?(\d+)\./.exec(version)?.[1])
  if (Number.isInteger(major) && major >= SUPPORTED_NODE_MAJOR) return undefined
  return (
    `Mission Control needs Node.js ${SUPPORTED_NODE_MAJOR} or newer, and this is ${version}. ` +
    `Start it through npm (npm start, npm run worker): npm install brought Node ${SUPPORTED_NODE_MAJOR} into node_modules and npm scripts use it.`
  )
}
