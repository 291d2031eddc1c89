import { describe, expect, it } from 'vitest'
import { pageFor, readRoutePreloads, screenFor, type RoutePreload } from './first-screen-preloads'

const preload = (path: string, scripts: string[], query?: Record<string, string>, styles: string[] = []): RoutePreload => ({
  path,
  ...(query ? { query } : {}),
  scripts,
  styles,
})
const PRELOADS = [
  preload('/customers', ['assets/Customers-1.js']),
  preload('/customers/new', ['assets/Customers-1.js', 'assets/CustomerForm-2.js']),
  preload('/customers/:identity', ['assets/Customer-3.js']),
  preload('/missions/:identity', ['assets/Mission-4.js', 'assets/GroupsTab-5.js']),
  preload('/missions/:identity', ['assets/Mission-4.js', 'assets/PinsMap-6.js'], { tab: 'map' }, ['assets/BaseMap-7.css']),
]
const INDEX = '<!doctype html><html><head><title>Mission Control</title></head><body></body></html>'

describe('screenFor', () => {
  it('takes the literal path over a parameter, and the matching tab over the default one', () => {
    expect(screenFor(PRELOADS, '/customers')?.scripts).toEqual(['assets/Customers-1.js'])
    expect(screenFor(PRELOADS, '/customers/new')?.scripts).toContain('assets/CustomerForm-2.js')
    expect(screenFor(PRELOADS, '/customers/ABC123')?.scripts).toEqual(['assets/Customer-3.js'])
    expect(screenFor(PRELOADS, '/missions/M1?tab=map')?.scripts).toContain('assets/PinsMap-6.js')
    expect(screenFor(PRELOADS, '/missions/M1?tab=pins')?.scripts).toContain('assets/GroupsTab-5.js')
    expect(screenFor(PRELOADS, '/Customers/')?.scripts).toEqual(['assets/Customers-1.js'])
  })

  it('finds nothing for a path no screen is at', () => {
    expect(screenFor(PRELOADS, '/')).toBeUndefined()
    expect(screenFor(PRELOADS, '/customers/ABC/edit/more')).toBeUndefined()
    expect(screenFor(PRELOADS, '/unknown')).toBeUndefined()
    expect(screenFor(PRELOADS, '/customers/%E0%A4%A')).toBeUndefined()
  })
})

describe('pageFor', () => {
  it('names the screen’s chunks in the head, its stylesheets first', () => {
    const page = pageFor(INDEX, PRELOADS, '/missions/M1?tab=map')
    expect(page).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/BaseMap-7.css"><link rel="modulepreload" crossorigin href="/assets/Mission-4.js"><link rel="modulepreload" crossorigin href="/assets/PinsMap-6.js"></head>',
    )
  })

  it('leaves the page as built for another path, and never writes a name that is not a built asset', () => {
    expect(pageFor(INDEX, PRELOADS, '/unknown')).toBe(INDEX)
    const hostile = [preload('/x', ['assets/a.js"><script>alert(1)</script>', '../secret.js', 'assets/ok-1.js'])]
    expect(pageFor(INDEX, hostile, '/x')).toBe(INDEX.replace('</head>', '<link rel="modulepreload" crossorigin href="/assets/ok-1.js"></head>'))
  })
})

describe('readRoutePreloads', () => {
  it('keeps the entries of the build’s shape and leaves out any other', () => {
    const good = { path: '/customers', scripts: ['assets/a-1.js'], styles: [] }
    expect(readRoutePreloads(JSON.stringify([good, { path: 3 }, null, { path: '/x', scripts: 'a.js', styles: [] }]))).toEqual([good])
    expect(readRoutePreloads(undefined)).toEqual([])
    expect(readRoutePreloads('{}')).toEqual([])
  })
})
