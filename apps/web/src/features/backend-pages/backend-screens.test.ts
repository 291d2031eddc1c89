import { describe, expect, it } from 'vitest'
import { BACKEND_SCREEN_PATHS } from './backend-screen-paths'
import { BACKEND_SCREENS, backendUrlFor } from './backend-screens'

describe('backend screens', () => {
  it('covers every route the spec names without contents', () => {
    expect([...BACKEND_SCREEN_PATHS].sort()).toEqual(['/companies', '/file_uploads', '/organization_groups', '/stagedStores', '/stores'])
    expect(Object.keys(BACKEND_SCREENS).sort()).toEqual([...BACKEND_SCREEN_PATHS].sort())
  })

  it('links to the configured backend host without doubling the slash', () => {
    expect(backendUrlFor('https://backend.example.com/', BACKEND_SCREENS['/stagedStores'])).toBe('https://backend.example.com/stagedStores')
  })
})
