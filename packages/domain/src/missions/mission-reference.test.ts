import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { missionMatchesReference, parseMissionReference, referencedMissions } from './mission-reference'

const mission = { identity: 'MENABLED0001', legacyIdentity: 40012 }

describe('mission references', () => {
  it('names a mission by identity in any case, or by legacy id with or without leading zeros', () => {
    for (const written of ['MENABLED0001', 'menabled0001', ' MEnabled0001 ', '40012', '0040012', '000040012']) {
      expect(missionMatchesReference(mission, written), written).toBe(true)
    }
    for (const written of ['', '   ', 'MENABLED0002', '4001', '40012.0', '4 0012', '0000040012', 'M ENABLED0001']) {
      expect(missionMatchesReference(mission, written), written).toBe(false)
    }
  })

  it('reads digits alone as a legacy id, anything else as an identity, blank as nothing', () => {
    expect(parseMissionReference('007')).toEqual({ kind: 'legacy', legacyIdentity: 7 })
    expect(parseMissionReference('abc123')).toEqual({ kind: 'identity', identity: 'ABC123' })
    expect(parseMissionReference(' ')).toBeNull()
  })

  it('asks one lookup for exactly what the references name', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string(), fc.nat({ max: 999_999_999 }).map(String), fc.constant('menabled0001'))), (written) => {
        const { identities, legacyIdentities } = referencedMissions(written)
        for (const text of written) {
          const reference = parseMissionReference(text)
          if (reference?.kind === 'identity') expect(identities).toContain(reference.identity)
          if (reference?.kind === 'legacy') expect(legacyIdentities).toContain(reference.legacyIdentity)
        }
        const found = { identity: identities[0] ?? 'NONE', legacyIdentity: legacyIdentities[0] ?? null }
        // Whatever the lookup returns for a reference, the same rule says it is the one named.
        expect(written.some((text) => missionMatchesReference(found, text))).toBe(identities.length > 0 || legacyIdentities.length > 0)
      }),
    )
  })
})
