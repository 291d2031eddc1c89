import { afterEach, describe, expect, it, vi } from 'vitest'
import { reloadForMissingCode } from './missing-code'

afterEach(() => {
  sessionStorage.clear()
  vi.restoreAllMocks()
})

function at(href: string) {
  const reload = vi.fn()
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, href, reload })
  return reload
}

describe('code that could not load (issue 38)', () => {
  it('is told by what browsers throw for a failed dynamic import, and nothing else reloads', () => {
    const missing = [
      new TypeError('Failed to fetch dynamically imported module: http://x/assets/A-1.js'),
      new TypeError('error loading dynamically imported module'),
      new TypeError('Importing a module script failed.'),
      new Error('Unable to preload CSS for /assets/A-1.css'),
    ]
    missing.forEach((error, index) => {
      const reload = at(`http://console/screen-${index}`)
      expect(reloadForMissingCode(error, 0), error.message).toBe(true)
      expect(reload).toHaveBeenCalledTimes(1)
    })
    const reload = at('http://console/other')
    expect(reloadForMissingCode(new Error('Cannot read properties of undefined'), 0)).toBe(false)
    expect(reloadForMissingCode('Failed to fetch dynamically imported module', 0)).toBe(false)
    expect(reload).not.toHaveBeenCalled()
  })

  it('reloads once per address, and again only after five minutes', () => {
    const missing = new TypeError('Failed to fetch dynamically imported module')
    const reload = at('http://console/coverage')
    expect(reloadForMissingCode(missing, 0)).toBe(true)
    expect(reloadForMissingCode(missing, 60_000)).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)
    expect(reloadForMissingCode(missing, 5 * 60_000 + 1)).toBe(true)
    at('http://console/notifications')
    expect(reloadForMissingCode(missing, 5 * 60_000 + 2)).toBe(true)
  })
})
