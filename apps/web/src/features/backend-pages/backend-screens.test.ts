import { describe, expect, it } from 'vitest'
import { BACKEND_SCREENS, backendUrlFor } from './backend-screens'

describe('backend screens', () => {
  it('covers every route the spec names without contents', () => {
    expect(BACKEND_SCREENS.map((s) => s.path).sort()).toEqual(['/companies', '/file_uploads', '/organization_groups', '/stagedStores', '/stores'])
  })

  it('links to the configured backend host without doubling the slash', () => {
    expect(backendUrlFor('https://backend.example.com/', BACKEND_SCREENS[0]!)).toBe('https://backend.example.com/stagedStores')
  })
})
