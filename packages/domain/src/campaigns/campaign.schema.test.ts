import { describe, expect, it } from 'vitest'
import { errorsOf, repeat } from '../test/issues'
import { campaignBodySchema, campaignFormSchema, createCampaignRequestSchema, toCampaignBody } from './campaign.schema'

const valid = { name: 'Spring', description: 'Grow sales', startDate: '2024-03-01', endDate: '2024-03-31' }

describe('campaign form', () => {
  it('accepts a valid campaign, self-funded off by default', () => {
    expect(campaignFormSchema.parse(valid)).toEqual({ ...valid, description: 'Grow sales', selfFunded: false })
  })
  it('name: required, at most 64', () => {
    expect(errorsOf(campaignFormSchema, { ...valid, name: repeat(64) })).toEqual({})
    expect(errorsOf(campaignFormSchema, { ...valid, name: repeat(65) })).toEqual({ name: 'Must not be longer than 64 characters' })
    expect(errorsOf(campaignFormSchema, { ...valid, name: '' })).toEqual({ name: 'This field is required.' })
  })
  it('goal: required, 5 to 500', () => {
    const message = 'Must be between 5 and 500 characters'
    expect(errorsOf(campaignFormSchema, { ...valid, description: repeat(4) })).toEqual({ description: message })
    expect(errorsOf(campaignFormSchema, { ...valid, description: repeat(5) })).toEqual({})
    expect(errorsOf(campaignFormSchema, { ...valid, description: repeat(500) })).toEqual({})
    expect(errorsOf(campaignFormSchema, { ...valid, description: repeat(501) })).toEqual({ description: message })
    expect(errorsOf(campaignFormSchema, { ...valid, description: undefined })).toEqual({ description: 'This field is required.' })
  })
  it('dates: required, end not before start (same day allowed)', () => {
    expect(errorsOf(campaignFormSchema, { ...valid, endDate: '2024-03-01' })).toEqual({})
    expect(errorsOf(campaignFormSchema, { ...valid, endDate: '2024-02-29' })).toEqual({ endDate: 'End date must not be before start date' })
    expect(errorsOf(campaignFormSchema, { ...valid, startDate: undefined, endDate: '' })).toEqual({
      startDate: 'This field is required.',
      endDate: 'This field is required.',
    })
  })
  it('reports the date order even when another field fails', () => {
    expect(errorsOf(campaignFormSchema, { ...valid, name: '', endDate: '2024-01-01' })).toEqual({
      name: 'This field is required.',
      endDate: 'End date must not be before start date',
    })
  })
})

describe('campaign REST body', () => {
  it('has the spec fields in snake_case', () => {
    const body = toCampaignBody(campaignFormSchema.parse({ ...valid, selfFunded: true }), 'CUSTOMER0001')
    expect(body).toEqual({
      name: 'Spring',
      description: 'Grow sales',
      start_date: '2024-03-01',
      end_date: '2024-03-31',
      self_funded: true,
      customer: 'CUSTOMER0001',
    })
    expect(campaignBodySchema.parse(body)).toEqual(body)
  })
  it('checks date order on the wire names', () => {
    expect(errorsOf(campaignBodySchema, { name: 'a', description: 'abcde', start_date: '2024-03-02', end_date: '2024-03-01' })).toEqual({
      end_date: 'End date must not be before start date',
    })
  })
  it('wraps create as {campaign}', () => {
    expect(errorsOf(createCampaignRequestSchema, { campaign: { ...toCampaignBody(campaignFormSchema.parse(valid)), name: '' } })).toEqual({
      'campaign.name': 'This field is required.',
    })
  })
})
