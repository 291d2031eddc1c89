// A screen whose code could not load: most often a deploy since the page opened removed it (or the
// network dropped). The page is loaded again once at the same address, where the new build's code
// is, before any crash screen; failing again there within 5 minutes shows the crash screen. Small on
// purpose: it is in the shell, on every route's first-render budget.
const KEY = 'mc.missingCode'

/**
 * For an error thrown when a dynamic import or its preloads failed (Chromium, Firefox, Safari,
 * Vite): loads the page again unless that was done at this address in the last 5 minutes (or
 * storage is off); answers whether it does.
 */
export function reloadForMissingCode(error: unknown, now = Date.now()): boolean {
  if (!(error instanceof Error) || !/dynamically imported|module script|preload CSS/i.test(error.message)) return false
  try {
    const last = sessionStorage.getItem(KEY)?.split(' ')
    if (last?.[1] === location.href && now - Number(last[0]) < 3e5) return false
    sessionStorage.setItem(KEY, `${now} ${location.href}`)
  } catch {
    return false
  }
  location.reload()
  return true
}
