// A screen whose code could not load: most often a deploy since the page opened removed it (or the
// network dropped). The page is loaded again once at the same address, where the new build's code
// is, before any crash screen; failing again there within a few minutes shows the crash screen.
const KEY = 'mc.reloadedForMissingCode'
const ONCE_PER_MS = 5 * 60_000

/** What browsers throw when a dynamic import or its preloads fail (Chromium, Firefox, Safari, Vite). */
export const isMissingCode = (error: unknown): boolean =>
  error instanceof Error && /dynamically imported module|Importing a module script failed|Unable to preload|module script/i.test(error.message)

/** Whether the page may be loaded again for missing code: not when that was just done at this address (or storage is off). */
export function mayReloadForMissingCode(now = Date.now()): boolean {
  try {
    const last = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as { url: string; at: number } | null
    return !(last?.url === location.href && now - last.at < ONCE_PER_MS)
  } catch {
    return false
  }
}

/** Notes the reload for this address, then loads the page again. */
export function reloadForMissingCode(now = Date.now()): void {
  sessionStorage.setItem(KEY, JSON.stringify({ url: location.href, at: now }))
  location.reload()
}
