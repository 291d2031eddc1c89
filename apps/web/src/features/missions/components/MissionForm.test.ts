import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'
import { missionCreateSchema, toMissionCreateInput, type MissionCreateForm } from '@mc/domain'
import { toSchemaInput, type MissionFormValues } from './MissionForm'

const values: MissionFormValues = {
  name: 'Endcap check',
  salesforceOpportunityID: '  ',
  description: 'Check the endcap',
  dates: [dayjs('2026-03-02'), dayjs('2026-03-20')],
  basePrice: 500,
  customerCost: 12,
  setupFee: null,
  capCommitmentPercent: 60,
  capPeriodType: 'SIMPLE',
  isAnywhereMission: false,
  isAutovalidated: true,
  isDynamicPricing: false,
  isFeatured: true,
}

const context = { campaign: { startDate: '2026-03-01', endDate: '2026-03-31', selfFunded: true }, customerHasCustomPeriods: false }

describe('mission form values → schema input', () => {
  it('sends wire dates, the commitment as a fraction and a blank opportunity as absent', () => {
    const input = toSchemaInput(values)
    expect(input).toMatchObject({ startDate: '2026-03-02', endDate: '2026-03-20', capCommitment: 0.6, salesforceOpportunityID: undefined })
    expect(input).not.toHaveProperty('dates')
    expect(input).not.toHaveProperty('capCommitmentPercent')
  })

  it('parses with the create schema (blank setup fee becomes 0) and nests the properties for createMission', () => {
    const parsed = missionCreateSchema(context).parse(toSchemaInput(values)) as MissionCreateForm
    expect(parsed.setupFee).toBe(0)
    const input = toMissionCreateInput(parsed, 'CAMPAIGN0001')
    expect(input).toMatchObject({
      campaignIdentity: 'CAMPAIGN0001',
      name: 'Endcap check',
      properties: { basePrice: 500, capCommitment: 0.6, isFeatured: true },
    })
  })

  it('reports a date outside the campaign on the date field', () => {
    const result = missionCreateSchema(context).safeParse(toSchemaInput({ ...values, dates: [dayjs('2026-02-27'), dayjs('2026-03-20')] }))
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.path[0])).toContain('startDate')
  })
})
