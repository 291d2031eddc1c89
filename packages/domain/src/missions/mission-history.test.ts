import { describe, expect, it } from 'vitest'
import { countOf } from '../common/counts'
import { describeMissionChange, HISTORY_IDENTITIES_SHOWN } from './mission-history'

describe('a count with its noun', () => {
  it('is singular for one and grouped in thousands', () => {
    expect(countOf(1, 'group')).toBe('1 group')
    expect(countOf(0, 'group')).toBe('0 groups')
    expect(countOf(10_000, 'pin')).toBe('10,000 pins')
  })
})

describe('what a History entry says', () => {
  it('names the pin action, how many pins and which', () => {
    expect(
      describeMissionChange({ action: 'actionPinBulk', before: null, after: { action: 'PAUSE', count: 2, pins: ['AAAAAAAAAAA1', 'AAAAAAAAAAA2'] } }),
    ).toEqual(['Paused 2 pins', 'Pins: AAAAAAAAAAA1, AAAAAAAAAAA2'])
    expect(describeMissionChange({ action: 'actionPinBulk', before: null, after: { action: 'RESUME', count: 1, pins: ['AAAAAAAAAAA1'] } })[0]).toBe(
      'Resumed 1 pin',
    )
    expect(describeMissionChange({ action: 'deletePins', before: { count: 3, pins: ['A', 'B', 'C'] }, after: null })).toEqual([
      'Deleted 3 pins',
      'Pins: A, B, C',
    ])
  })

  it('counts the pins it does not write out', () => {
    const pins = Array.from({ length: HISTORY_IDENTITIES_SHOWN + 7 }, (_, i) => `P${i}`)
    const [, line] = describeMissionChange({ action: 'deletePins', before: { count: pins.length, pins }, after: null })
    expect(line).toMatch(/^Pins: P0, P1, .*, P49 and 7 more$/)
  })

  it('says which filter a "select all matching" action used, without the mission', () => {
    expect(
      describeMissionChange({
        action: 'actionPinsMatching',
        before: null,
        after: { action: 'PAUSE', count: 120, filter: { missionIdentity: 'MENABLED0001', availability: 'CAPPED', groups: [] } },
      }),
    ).toEqual(['Paused 120 pins matching a filter', 'Filter: availability CAPPED'])
    expect(describeMissionChange({ action: 'deletePinsMatching', before: { count: 5, filter: { missionIdentity: 'M' } }, after: null })).toEqual([
      'Deleted 5 pins matching a filter',
      'Filter: every pin',
    ])
  })

  it('lists new prices of a reprice and the group a deletion took', () => {
    expect(
      describeMissionChange({
        action: 'repricePins',
        before: null,
        after: {
          count: 2,
          rows: 2,
          prices: [
            { orgPlaceIdentity: 'OP1', price: 300 },
            { orgPlaceIdentity: 'OP2', price: 450 },
          ],
        },
      }),
    ).toEqual(['Repriced 2 pins from 2 csv lines', 'New prices: OP1 → 300, OP2 → 450'])
    expect(describeMissionChange({ action: 'deleteDeploymentGroup', before: { group: 'G1', name: 'New York 01', pins: 1 }, after: null })).toEqual([
      'Deleted group New York 01 (G1) with its 1 pin',
    ])
  })

  it('shows the fields an edit changed, old to new', () => {
    expect(
      describeMissionChange({
        action: 'editGroupCap',
        before: { group: 'G1', name: 'NY', responseGroupCap: 3 },
        after: { group: 'G1', name: 'NY', responseGroupCap: 5 },
      }),
    ).toEqual(['responseGroupCap: 3 → 5'])
    expect(describeMissionChange({ action: 'createMission', before: null, after: { name: 'Holiday Audit', identity: 'M1' } })).toEqual(['Holiday Audit'])
  })
})

describe('a directory merge in the History', () => {
  const survivor = { identity: 'OPSURVIVOR01', address: '1500 S Lynn Riggs Blvd, Claremore, OK 74017', storeNumber: '27' }
  const duplicate = { identity: 'OPDUPLICATE1', address: '1500 Lynn Riggs Blvd, Claremore, OK 74017', storeNumber: null }

  it('names both stores and the pin that moved', () => {
    expect(
      describeMissionChange({
        action: 'mergePlaces',
        before: { store: duplicate },
        after: { survivor, duplicate, movedPin: 'PINMOVED0001', keptPin: null, removedPin: null, responsesMoved: 0 },
      }),
    ).toEqual([
      'Merged store OPDUPLICATE1 (1500 Lynn Riggs Blvd, Claremore, OK 74017) into OPSURVIVOR01 #27 (1500 S Lynn Riggs Blvd, Claremore, OK 74017)',
      'Pin PINMOVED0001 moved to the surviving store',
    ])
  })

  it('says which pin was kept where both stores had one, and where the responses went', () => {
    const lines = describeMissionChange({
      action: 'mergePlaces',
      before: null,
      after: { survivor, duplicate, movedPin: null, keptPin: 'PINKEPT00001', removedPin: 'PINGONE00001', responsesMoved: 3 },
    })
    expect(lines[1]).toBe('Both stores had a pin: kept PINKEPT00001, removed PINGONE00001 (its 3 responses moved to PINKEPT00001)')
    expect(
      describeMissionChange({
        action: 'mergePlaces',
        before: null,
        after: { survivor, duplicate, movedPin: 'PINKEPT00001', keptPin: 'PINKEPT00001', removedPin: 'PINGONE00001', responsesMoved: 0 },
      }).slice(1),
    ).toEqual(['Pin PINKEPT00001 moved to the surviving store', 'Both stores had a pin: kept PINKEPT00001, removed PINGONE00001'])
  })
})
