import { describe, expect, it } from 'vitest'
import { campaignCardDates, groupCampaigns, isCampaignFinished } from './campaign.rules'

const today = '2026-03-10'
const c = (name: string, startDate: string, endDate: string) => ({ name, startDate, endDate })

describe('campaign finished', () => {
  it('is finished only after its end date', () => {
    expect(isCampaignFinished(c('a', '2026-01-01', '2026-03-09'), today)).toBe(true)
    expect(isCampaignFinished(c('a', '2026-01-01', '2026-03-10'), today)).toBe(false)
  })
})

describe('campaign grouping', () => {
  it('puts active campaigns first and finished ones in their own group', () => {
    const list = [
      c('old', '2025-01-01', '2025-02-01'),
      c('late', '2026-01-01', '2026-12-31'),
      c('soon', '2026-01-01', '2026-03-10'),
      c('older', '2024-01-01', '2024-02-01'),
    ]
    const { active, finished } = groupCampaigns(list, today)
    expect(active.map((x) => x.name)).toEqual(['soon', 'late'])
    expect(finished.map((x) => x.name)).toEqual(['old', 'older'])
  })

  it('orders campaigns ending on the same day by name, case aside', () => {
    const list = [c('zeta', '2026-01-01', '2026-06-30'), c('Beta', '2026-01-01', '2026-06-30'), c('alpha', '2026-01-01', '2026-06-30')]
    expect(groupCampaigns(list, today).active.map((x) => x.name)).toEqual(['alpha', 'Beta', 'zeta'])
  })
})

describe('campaign card dates', () => {
  it('shows Finished or the MMM D, YYYY range', () => {
    expect(campaignCardDates(c('a', '2026-01-01', '2026-03-09'), today)).toBe('Finished')
    expect(campaignCardDates(c('a', '2026-01-05', '2026-12-31'), today)).toBe('Jan 5, 2026 - Dec 31, 2026')
  })
})
