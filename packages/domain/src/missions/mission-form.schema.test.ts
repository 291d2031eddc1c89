import { describe, expect, it } from 'vitest'
import { errorsOf, repeat } from '../test/issues'
import { formatCapCommitment } from './mission-form.fields'
import { missionFormSchema } from './mission-form.schema'
import type { MissionFormContext } from './mission-form.schema'
import { missionInputToForm, toMissionCreateInput, toMissionPatchInput } from './mission-input'

const campaign = { startDate: '2024-03-01', endDate: '2024-03-31', selfFunded: false }
const context: MissionFormContext = { campaign, customerHasCustomPeriods: false }
const create = missionFormSchema({ ...context, mode: 'create' })
const edit = missionFormSchema({ ...context, mode: 'edit' })
const valid = {
  name: 'Shelf check',
  salesforceOpportunityID: repeat(15, 'O'),
  description: 'Check the shelf',
  startDate: '2024-03-01',
  endDate: '2024-03-31',
  basePrice: 500,
  customerCost: 10,
}

describe('mission form (create)', () => {
  it('fills the defaults', () => {
    expect(create.parse(valid)).toEqual({
      ...valid,
      setupFee: 0,
      capCommitment: 1,
      capPeriodType: 'SIMPLE',
      isAnywhereMission: false,
      isAutovalidated: false,
      isDynamicPricing: false,
      isFeatured: false,
    })
  })
  it('name: required, at most 64', () => {
    expect(errorsOf(create, { ...valid, name: repeat(64) })).toEqual({})
    expect(errorsOf(create, { ...valid, name: repeat(65) })).toEqual({ name: 'Must not be longer than 64 characters' })
    expect(errorsOf(create, { ...valid, name: '' })).toEqual({ name: 'This field is required.' })
  })
  it('description: required, 5 to 200', () => {
    const message = 'Must be between 5 and 200 characters'
    expect(errorsOf(create, { ...valid, description: repeat(4) })).toEqual({ description: message })
    expect(errorsOf(create, { ...valid, description: repeat(5) })).toEqual({})
    expect(errorsOf(create, { ...valid, description: repeat(200) })).toEqual({})
    expect(errorsOf(create, { ...valid, description: repeat(201) })).toEqual({ description: message })
  })
  it('salesforceOpportunityID: required unless self-funded, 15 to 20', () => {
    const message = 'Must be between 15 and 20 characters'
    expect(errorsOf(create, { ...valid, salesforceOpportunityID: '' })).toEqual({ salesforceOpportunityID: 'This field is required.' })
    expect(errorsOf(create, { ...valid, salesforceOpportunityID: repeat(14) })).toEqual({ salesforceOpportunityID: message })
    expect(errorsOf(create, { ...valid, salesforceOpportunityID: repeat(20) })).toEqual({})
    expect(errorsOf(create, { ...valid, salesforceOpportunityID: repeat(21) })).toEqual({ salesforceOpportunityID: message })
    const selfFunded = missionFormSchema({ ...context, campaign: { ...campaign, selfFunded: true }, mode: 'create' })
    expect(errorsOf(selfFunded, { ...valid, salesforceOpportunityID: '' })).toEqual({})
    expect(errorsOf(selfFunded, { ...valid, salesforceOpportunityID: undefined })).toEqual({})
    expect(errorsOf(selfFunded, { ...valid, salesforceOpportunityID: repeat(14) })).toEqual({ salesforceOpportunityID: message })
  })
  it('dates: inside the campaign when creating', () => {
    expect(errorsOf(create, { ...valid, startDate: '2024-02-29' })).toEqual({ startDate: 'Must not be before Mar 1, 2024' })
    expect(errorsOf(create, { ...valid, endDate: '2024-04-01' })).toEqual({ endDate: 'Must not be after Mar 31, 2024' })
    expect(errorsOf(create, { ...valid, startDate: '2024-03-10', endDate: '2024-03-09' })).toEqual({
      endDate: 'End date must not be before start date',
    })
    expect(errorsOf(create, { ...valid, startDate: undefined })).toEqual({ startDate: 'This field is required.' })
  })
  it('dates: one day of slack each side when editing', () => {
    expect(errorsOf(edit, { ...valid, startDate: '2024-02-29', endDate: '2024-04-01' })).toEqual({})
    expect(errorsOf(edit, { ...valid, startDate: '2024-02-28' })).toEqual({ startDate: 'Must not be before Feb 29, 2024' })
    expect(errorsOf(edit, { ...valid, endDate: '2024-04-02' })).toEqual({ endDate: 'Must not be after Apr 1, 2024' })
  })
  it('dates: locked once the mission has started', () => {
    const locked = missionFormSchema({ ...context, mode: 'edit', lockedDates: { startDate: '2024-03-01', endDate: '2024-03-31' } })
    expect(errorsOf(locked, valid)).toEqual({})
    expect(errorsOf(locked, { ...valid, endDate: '2024-03-30' })).toEqual({
      endDate: 'Some fields cannot be changed since this Mission has already started.',
    })
  })
  it('basePrice: required number 0 to 5000', () => {
    expect(errorsOf(create, { ...valid, basePrice: 0 })).toEqual({})
    expect(errorsOf(create, { ...valid, basePrice: 5000 })).toEqual({})
    expect(errorsOf(create, { ...valid, basePrice: -1 })).toEqual({ basePrice: 'Enter a number equal to or above 0' })
    expect(errorsOf(create, { ...valid, basePrice: 5001 })).toEqual({ basePrice: 'Enter a number equal to or below 5000' })
    // Points are whole numbers.
    expect(errorsOf(create, { ...valid, basePrice: 12.5 })).toEqual({ basePrice: 'Must be a whole number' })
    expect(errorsOf(create, { ...valid, basePrice: null })).toEqual({ basePrice: 'This field is required.' })
    expect(errorsOf(create, { ...valid, basePrice: '12' })).toEqual({ basePrice: 'Must be a number' })
  })
  it('customerCost: required, at least 0; setupFee at least 0, default 0', () => {
    expect(errorsOf(create, { ...valid, customerCost: -1 })).toEqual({ customerCost: 'Enter a number equal to or above 0' })
    expect(errorsOf(create, { ...valid, customerCost: undefined })).toEqual({ customerCost: 'This field is required.' })
    expect(errorsOf(create, { ...valid, setupFee: -1 })).toEqual({ setupFee: 'Enter a number equal to or above 0' })
    expect(create.parse({ ...valid, setupFee: null }).setupFee).toBe(0)
    expect(create.parse({ ...valid, setupFee: 25 }).setupFee).toBe(25)
  })
  it('capCommitment: 0 to 1 in steps of 0.2', () => {
    for (const value of [0, 0.2, 0.4, 0.6, 0.8, 1, 0.1 + 0.2 + 0.3]) expect(errorsOf(create, { ...valid, capCommitment: value })).toEqual({})
    expect(errorsOf(create, { ...valid, capCommitment: 0.5 })).toEqual({ capCommitment: 'Choose 0 to 100 percent in steps of 20' })
    expect(errorsOf(create, { ...valid, capCommitment: 1.2 })).toEqual({ capCommitment: 'Enter a number equal to or below 1' })
    expect(errorsOf(create, { ...valid, capCommitment: -0.2 })).toEqual({ capCommitment: 'Enter a number equal to or above 0' })
    expect(formatCapCommitment(0.6)).toBe('0.60')
  })
  it('capPeriodType: CUSTOM only when the customer has custom periods', () => {
    expect(errorsOf(create, { ...valid, capPeriodType: 'CUSTOM' })).toEqual({
      capPeriodType: 'Multiple Periods can be chosen only when the customer has custom reporting periods',
    })
    const withPeriods = missionFormSchema({ ...context, customerHasCustomPeriods: true, mode: 'create' })
    expect(errorsOf(withPeriods, { ...valid, capPeriodType: 'CUSTOM' })).toEqual({})
    expect(errorsOf(create, { ...valid, capPeriodType: 'WEEKLY' })).toEqual({ capPeriodType: 'Choose one of the listed options' })
  })
})

describe('mission form (edit)', () => {
  it('drops capPeriodType and isAnywhereMission: they cannot change', () => {
    const parsed = edit.parse({ ...valid, capPeriodType: 'CUSTOM', isAnywhereMission: true })
    expect(parsed).not.toHaveProperty('capPeriodType')
    expect(parsed).not.toHaveProperty('isAnywhereMission')
  })
})

describe('mission input mapping', () => {
  it('nests the properties for createMission and patchMission', () => {
    const form = create.parse({ ...valid, isFeatured: true })
    const input = toMissionCreateInput(form, 'CAMPAIGN0001')
    expect(input).toEqual({
      campaignIdentity: 'CAMPAIGN0001',
      name: valid.name,
      description: valid.description,
      startDate: valid.startDate,
      endDate: valid.endDate,
      capPeriodType: 'SIMPLE',
      properties: {
        salesforceOpportunityID: valid.salesforceOpportunityID,
        basePrice: 500,
        customerCost: 10,
        setupFee: 0,
        capCommitment: 1,
        isAutovalidated: false,
        isDynamicPricing: false,
        isFeatured: true,
        isAnywhereMission: false,
      },
    })
    expect(toMissionPatchInput(edit.parse(valid)).properties).not.toHaveProperty('isAnywhereMission')
  })
  it('flattens a nested input back for the same schema', () => {
    const input = toMissionCreateInput(create.parse(valid), 'CAMPAIGN0001')
    expect(create.parse(missionInputToForm(input))).toEqual(create.parse(valid))
  })
})
