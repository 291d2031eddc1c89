import { describe, expect, it } from 'vitest'
import * as domain from './index'
// The barrel's text, through Vite (the domain package does no I/O, tests included).
import indexSource from './index.ts?raw'

/** The modules index.ts re-exports, as written there (`export * from './x'`). */
const reexported = [...indexSource.matchAll(/^export \* from '(\.\/[^']+)'$/gm)].map((match) => match[1]!)

describe('@mc/domain public API (index.ts)', () => {
  it('re-exports every name of every module it lists: no two modules export one name, which `export *` would silently drop', async () => {
    expect(reexported.length).toBeGreaterThan(40)
    const owners = new Map<string, string[]>()
    for (const module of reexported) {
      const exports = (await import(/* @vite-ignore */ `${module}.ts`)) as Record<string, unknown>
      for (const [name, value] of Object.entries(exports)) {
        owners.set(name, [...(owners.get(name) ?? []), module])
        // A value the barrel gives is the module's own (not another module's same-named one).
        expect(domain[name as keyof typeof domain], `${name} of ${module}`).toBe(value)
      }
    }
    const shared = [...owners].filter(([, modules]) => modules.length > 1).map(([name, modules]) => `${name}: ${modules.join(', ')}`)
    expect(shared).toEqual([])
  })
})
