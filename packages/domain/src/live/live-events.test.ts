import { describe, expect, it } from 'vitest'
import { liveEventSchema } from './live-events'

describe('liveEventSchema', () => {
  it('reads each event type by its `type`', () => {
    const progress = liveEventSchema.parse({
      type: 'storeList.progress',
      storeListId: 'S1',
      campaignId: 'C1',
      status: 'PROCESSING',
      counts: { UNPROCESSED: 3, PIN_ADDED_TO_MISSION: 7 },
    })
    expect(progress.type).toBe('storeList.progress')
    const changed = liveEventSchema.parse({
      type: 'mission.changed',
      missionId: 'M1',
      campaignId: 'C1',
      parts: ['pins', 'counts', 'history'],
      actor: { email: 'jordan@example.com', name: 'Jordan Rivera' },
      summary: 'paused 12 pins',
    })
    expect(changed).toMatchObject({ type: 'mission.changed', summary: 'paused 12 pins' })
  })

  it('refuses an unknown type, an unknown part and an unknown row status', () => {
    expect(liveEventSchema.safeParse({ type: 'nope' }).success).toBe(false)
    const mission = { type: 'mission.changed', missionId: 'M1', campaignId: null, actor: null, summary: null }
    expect(liveEventSchema.safeParse({ ...mission, parts: ['everything'] }).success).toBe(false)
    const progress = { type: 'storeList.progress', storeListId: 'S1', campaignId: 'C1', status: 'PROCESSING' }
    expect(liveEventSchema.safeParse({ ...progress, counts: { FLYING: 1 } }).success).toBe(false)
  })
})
