import { describe, expect, it } from 'vitest'
import { evidenceLines, formatDistance, MERGE_MESSAGES, pinKeptIn, suggestedSurvivor, type DuplicateEvidence, type DuplicateSide } from './directory-health'
import { duplicatePairsQuerySchema, mergePlacesInputSchema } from './directory-health.schema'

const evidence: DuplicateEvidence = {
  houseNumber: '1500',
  samePostalCode: true,
  sameCity: true,
  streetMatch: 'SAME_CORE',
  streetSimilarity: 0.7142,
  streetCoresKnown: true,
  distanceMetres: 35.4,
  distanceExact: true,
  differentStoreNumbers: false,
  sharedMissionCount: 0,
}

const side = (overrides: Partial<DuplicateSide> = {}): DuplicateSide => ({
  identity: 'OPAAAAAAAAA1',
  placeIdentity: 'PLAAAAAAAAA1',
  name: null,
  storeNumber: null,
  address: '1500 S Lynn Riggs Blvd, Claremore, OK 74017',
  locationApproximate: false,
  pinCount: 0,
  ...overrides,
})

describe('the evidence of a pair, as the list shows it', () => {
  it('says where, how the streets compare (with the similarity) and how far apart', () => {
    expect(evidenceLines(evidence)).toEqual(['House number 1500, same ZIP and city', 'Same street core (similarity 0.71)', '35 m apart'])
  })

  it('marks what speaks against, and what was not known', () => {
    expect(
      evidenceLines({
        ...evidence,
        samePostalCode: false,
        streetMatch: 'SIMILAR',
        streetCoresKnown: false,
        distanceMetres: 3_420,
        distanceExact: false,
        differentStoreNumbers: true,
        sharedMissionCount: 2,
      }),
    ).toEqual([
      'House number 1500, same city',
      'Similar street (similarity 0.71)',
      'Street cores not known yet',
      '3.4 km apart (approximate: a ZIP or city centre)',
      'Different store numbers',
      'Both pinned in 2 missions',
    ])
    expect(evidenceLines({ ...evidence, streetMatch: 'IDENTICAL', sameCity: false, distanceMetres: null })).toEqual([
      'House number 1500, same ZIP',
      'Same street',
    ])
  })

  it('writes distances in metres, then kilometres', () => {
    expect(formatDistance(0)).toBe('0 m')
    expect(formatDistance(999.4)).toBe('999 m')
    expect(formatDistance(1_250)).toBe('1.3 km')
  })
})

describe('the place a merge suggests keeping', () => {
  it('is the one with more pins, then with a store number, then with an exact location, then the first', () => {
    expect(suggestedSurvivor({ first: side({ pinCount: 1 }), second: side({ pinCount: 3 }) })).toBe('second')
    expect(suggestedSurvivor({ first: side({ storeNumber: '12' }), second: side() })).toBe('first')
    expect(suggestedSurvivor({ first: side({ locationApproximate: true }), second: side() })).toBe('second')
    expect(suggestedSurvivor({ first: side(), second: side() })).toBe('first')
  })
})

describe('which pin a merge keeps where both places have one', () => {
  it('follows the mission named, else the choice for all, else refuses (undefined)', () => {
    const choice = { keep: 'SURVIVOR' as const, keepInMissions: [{ missionIdentity: 'MISSION00001', keep: 'DUPLICATE' as const }] }
    expect(pinKeptIn('MISSION00001', choice)).toBe('DUPLICATE')
    expect(pinKeptIn('MISSION00002', choice)).toBe('SURVIVOR')
    expect(pinKeptIn('MISSION00002', { keepInMissions: choice.keepInMissions })).toBeUndefined()
    expect(pinKeptIn('MISSION00002', { keep: null, keepInMissions: null })).toBeUndefined()
  })
})

describe('the merge input', () => {
  const valid = { organizationIdentity: 'ORGEVERGREEN', survivorIdentity: 'OPAAAAAAAAA1', duplicateIdentity: 'OPAAAAAAAAA2' }

  it('takes two places of an organization and, optionally, which pins to keep', () => {
    expect(mergePlacesInputSchema.parse(valid)).toEqual(valid)
    expect(mergePlacesInputSchema.parse({ ...valid, keep: 'DUPLICATE', keepInMissions: [{ missionIdentity: 'MISSION00001', keep: 'SURVIVOR' }] }).keep).toBe(
      'DUPLICATE',
    )
  })

  it('refuses a place merged with itself, bad identities and unknown choices, field by field', () => {
    const issues = (input: unknown) => mergePlacesInputSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message])
    expect(issues({ ...valid, duplicateIdentity: valid.survivorIdentity })).toEqual([['duplicateIdentity', MERGE_MESSAGES.samePlace]])
    expect(issues({ ...valid, survivorIdentity: 'op1' })).toEqual([['survivorIdentity', 'Must be 12 uppercase letters or digits']])
    expect(issues({ ...valid, keep: 'BOTH' })).toEqual([['keep', 'Choose one of the listed options']])
    expect(issues({ ...valid, keepInMissions: [{ missionIdentity: 'MISSION00001' }] })).toEqual([['keepInMissions.0.keep', 'This field is required.']])
  })

  it('pages the pairs 20 at a time, at most 100', () => {
    expect(duplicatePairsQuerySchema.parse({ identity: 'ORGEVERGREEN' })).toEqual({ identity: 'ORGEVERGREEN', page: 1, limit: 20 })
    expect(duplicatePairsQuerySchema.safeParse({ identity: 'ORGEVERGREEN', limit: 101 }).success).toBe(false)
  })
})
