import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { canonicalUrl } from './canonical-url'

describe('canonicalUrl', () => {
  it.each([
    ['/%61pi/admin/employees', '/api/admin/employees'],
    ['/ap%69/customers', '/api/customers'],
    ['/%41%50%49/x', '/API/x'],
    ['//api/customers', '/api/customers'],
    ['/api//admin///employees', '/api/admin/employees'],
    ['/./api/customers', '/api/customers'],
    ['/api/./admin/employees', '/api/admin/employees'],
    ['/x/../api/admin/employees', '/api/admin/employees'],
    ['/api/%2e/admin', '/api/admin'],
    ['/api/%2E%2E/api/me', '/api/me'],
    ['/../../api/me', '/api/me'],
    ['/%2%65%2%65/api/me', '/api/me'],
    ['/api/customers/.', '/api/customers/'],
    ['/api/me?next=//x/../y', '/api/me?next=//x/../y'],
    ['http://evil.example/%61pi/me', '/api/me'],
  ])('%s is %s', (raw, canonical) => {
    expect(canonicalUrl(raw)).toBe(canonical)
  })

  it('keeps encoded reserved characters and the query as they are', () => {
    expect(canonicalUrl('/api/organizations/A%2FB%20C?q=%61')).toBe('/api/organizations/A%2FB%20C?q=%61')
  })

  it('is idempotent and never leaves a doubled slash or dot segment in the path', () => {
    const segment = fc.oneof(
      fc.constantFrom('', '.', '..', '%2e', '%2E%2e', '%2%65', '%', '%2', 'api', '%61pi', 'admin', 'x%2Fy'),
      fc.stringMatching(/^[a-z0-9%]{0,6}$/),
    )
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 8 }), (segments) => {
        const once = canonicalUrl(`/${segments.join('/')}`)
        expect(canonicalUrl(once)).toBe(once)
        expect(once.startsWith('/')).toBe(true)
        expect(once).not.toMatch(/\/\/|\/\.\.?(\/|$)/)
      }),
    )
  })
})
