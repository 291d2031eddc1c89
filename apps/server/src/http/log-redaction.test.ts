import { describe, expect, it } from 'vitest'
import { redactUrl } from './log-redaction'

describe('redactUrl', () => {
  it('hides the values of credential parameters and keeps the rest', () => {
    expect(redactUrl('/api/me?access_token=eyJ.abc.def&page=2')).toBe('/api/me?access_token=[redacted]&page=2')
    expect(redactUrl('/oidc/cb?code=xyz&state=s1&iss=a')).toBe('/oidc/cb?code=[redacted]&state=[redacted]&iss=a')
    expect(redactUrl('/x?id%5Ftoken=1')).toBe('/x?id%5Ftoken=[redacted]')
    expect(redactUrl('/x?Password=hunter2')).toBe('/x?Password=[redacted]')
  })

  it('leaves URLs without a query, and malformed escapes, readable', () => {
    expect(redactUrl('/api/customers/ABC')).toBe('/api/customers/ABC')
    expect(redactUrl('/x?%E0%A4%A=1&token=2')).toBe('/x?%E0%A4%A=1&token=[redacted]')
  })
})
