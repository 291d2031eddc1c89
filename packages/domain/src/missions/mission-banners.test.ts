import { describe, expect, it } from 'vitest'
import { missionBanners, missionRowChips } from './mission-banners'
import type { MissionBannerInput } from './mission-banners'

const base: MissionBannerInput = {
  mission: { state: 'ENABLED', startDate: '2024-03-01', endDate: '2024-03-31', capPeriodType: 'SIMPLE' },
  campaignEndDate: '2024-04-30',
  capPeriods: [],
  hasBrief: true,
  hasGroupsOrStores: true,
  hasForm: true,
}
const kinds = (input: MissionBannerInput, today: string) => missionBanners(input, today).map((banner) => banner.kind)

describe('mission banners', () => {
  it('none for a healthy running mission', () => {
    expect(missionBanners(base, '2024-03-10')).toEqual([])
  })
  it('ending soon offers Extend', () => {
    expect(missionBanners(base, '2024-03-30')).toEqual([{ kind: 'endingSoon', text: 'This Mission ends tomorrow EOD.', action: 'Extend' }])
  })
  it('missing brief, stores and form', () => {
    const banners = missionBanners({ ...base, hasBrief: false, hasGroupsOrStores: false, hasForm: false }, '2024-03-10')
    expect(banners.map((banner) => [banner.text, banner.action])).toEqual([
      ['Create a Mission Brief in the Brief tab below', undefined],
      ['This Mission has no deployment groups or stores.', 'Upload Store List'],
      ['No form is linked to this Mission.', 'Link Form'],
    ])
  })
  it('custom cap periods: none defined, or one ending', () => {
    const custom = { ...base, mission: { ...base.mission, capPeriodType: 'CUSTOM' as const } }
    expect(kinds(custom, '2024-03-10')).toEqual(['noCapPeriods'])
    const ending = { ...custom, capPeriods: [{ name: 'W1', startDate: '2024-03-04', endDate: '2024-03-10' }] }
    expect(missionBanners(ending, '2024-03-10')).toEqual([{ kind: 'capPeriodEndingSoon', text: 'Cap Period W1 ends today EOD.' }])
  })
  it('finished: will close, with Extend while the campaign runs on', () => {
    expect(missionBanners(base, '2024-04-02')).toEqual([{ kind: 'finished', text: 'This Mission has finished and will close in 5 days.', action: 'Extend' }])
    expect(missionBanners({ ...base, campaignEndDate: '2024-03-31' }, '2024-04-07')[0]).toEqual({
      kind: 'finished',
      text: 'This Mission has finished and will close soon.',
    })
  })
  it('closed shows only the closed banner', () => {
    expect(kinds({ ...base, hasBrief: false }, '2024-04-08')).toEqual(['closed'])
  })
  it('testing', () => {
    expect(kinds({ ...base, mission: { ...base.mission, state: 'TESTING' } }, '2024-03-10')).toEqual(['testing'])
  })
})

describe('mission row chips', () => {
  const mission = { ...base.mission, capPeriods: [] }
  it('ends and closes markers', () => {
    expect(missionRowChips(mission, '2024-03-31')).toEqual(['Ends today EOD'])
    expect(missionRowChips(mission, '2024-04-06')).toEqual(['Closes tomorrow EOD'])
    expect(missionRowChips(mission, '2024-03-10')).toEqual([])
  })
  it('cap period markers', () => {
    const custom = { ...mission, capPeriodType: 'CUSTOM' as const }
    expect(missionRowChips(custom, '2024-03-10')).toEqual(['no cap periods'])
    expect(missionRowChips({ ...custom, capPeriods: [{ startDate: '2024-03-01', endDate: '2024-03-11' }] }, '2024-03-10')).toEqual([
      'Cap Period ends tomorrow EOD',
    ])
  })
})
