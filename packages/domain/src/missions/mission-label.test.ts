import { describe, expect, it } from 'vitest'
import { missionLabel, missionLabelWithIdentity } from './mission-label'

describe('mission labels', () => {
  const mission = { name: 'Holiday Endcap Audit', identity: 'MSCALE10KPIN', campaign: { name: 'Holiday In-Store', customer: { name: 'Northwind Beverages' } } }

  it('name a mission by its customer, campaign and name, and its identity beside them', () => {
    expect(missionLabel(mission)).toBe('Northwind Beverages · Holiday In-Store · Holiday Endcap Audit')
    expect(missionLabelWithIdentity(mission)).toBe('Northwind Beverages · Holiday In-Store · Holiday Endcap Audit · MSCALE10KPIN')
  })

  it('tell apart two same-named missions of same-named campaigns of two customers', () => {
    const other = { ...mission, identity: 'MOTHER000001', campaign: { ...mission.campaign, customer: { name: 'Sunny Fields Dairy' } } }
    expect(missionLabel(other)).not.toBe(missionLabel(mission))
  })

  it('leave out what is not known', () => {
    expect(missionLabel({ name: 'Solo', identity: 'MSOLO0000001' })).toBe('Solo')
    expect(missionLabel({ name: 'Solo', identity: 'MSOLO0000001', campaign: { name: 'Spring' } })).toBe('Spring · Solo')
  })
})
