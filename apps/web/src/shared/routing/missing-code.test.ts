import { afterEach, describe, expect, it, vi } from 'vitest'
import { isMissingCode, mayReloadForMissingCode, reloadForMissingCode } from './missing-code'

afterEach(() => {
  sessionStorage.clear()
  vi.restoreAllMocks()
})

describe('code that could not load (issue 38)', () => {
  it('is told by what browsers throw for a failed dynamic import, and nothing else', () => {
    expect(isMissingCode(new TypeError('Failed to fetch dynamically imported module: http://x/assets/A-1.js'))).toBe(true)
    expect(isMissingCode(new TypeError('error loading dynamically imported module'))).toBe(true)
    expect(isMissingCode(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isMissingCode(new Error('Unable to preload CSS for /assets/A-1.css'))).toBe(true)
    expect(isMissingCode(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isMissingCode('Failed to fetch dynamically imported module')).toBe(false)
  })

  it('reloads once per address, and again only after five minutes', () => {
    const reload = vi.fn()
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, href: 'http://console/coverage', reload })
    expect(mayReloadForMissingCode(0)).toBe(true)
    reloadForMissingCode(0)
    expect(reload).toHaveBeenCalledTimes(1)
    expect(mayReloadForMissingCode(60_000)).toBe(false)
    expect(mayReloadForMissingCode(5 * 60_000 + 1)).toBe(true)
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, href: 'http://console/notifications', reload })
    expect(mayReloadForMissingCode(60_000)).toBe(true)
  })
})
