import { describe, expect, it } from 'vitest'
import { checkUploadMissions } from './store-list-missions'

describe('upload mission check', () => {
  it('flags unknown ids and missions of other campaigns, each once', () => {
    const result = checkUploadMissions({
      missionIds: ['M1', 'M2', 'M3', 'M2'],
      found: [
        { id: 'M1', name: 'Shelf', campaignIdentity: 'CAMPAIGN0001' },
        { id: 'M3', name: 'Endcap', campaignIdentity: 'CAMPAIGN0002' },
      ],
      campaignIdentity: 'CAMPAIGN0001',
    })
    expect(result.errors).toEqual(['Invalid Wiser Mission ID: M2', 'Mission not part of current Campaign: Endcap'])
    expect(result.invalidMissionIds).toEqual(['M2'])
    expect(result.otherCampaignMissionIds).toEqual(['M3'])
  })
  it('passes when every mission belongs to the campaign', () => {
    expect(checkUploadMissions({ missionIds: ['M1'], found: [{ id: 'M1', name: 'x', campaignIdentity: 'C' }], campaignIdentity: 'C' }).errors).toEqual([])
  })
})
