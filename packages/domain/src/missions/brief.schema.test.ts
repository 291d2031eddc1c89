import { describe, expect, it } from 'vitest'
import { errorsOf, repeat } from '../test/issues'
import { BRIEF_LABELS, BRIEF_PLACEHOLDERS, hasBrief, NEW_BRIEF_DEFAULTS, newBriefValues } from './brief.fields'
import { briefSchema } from './brief.schema'

const valid = {
  completionTime: ['15 minutes'],
  numberOfPhotos: ['3'],
  whereShouldIStart: ['At the entrance'],
  doIHaveToFindSomething: [],
  requirement: ['Take photos', 'Answer questions'],
}

describe('brief', () => {
  it('sends empty optional lists as []', () => {
    expect(briefSchema.parse(valid)).toEqual({ ...valid, purchaseRequirement: [], doIHaveToTalkToAnyone: [] })
    expect(briefSchema.parse({ ...valid, purchaseRequirement: ['', '  '], doIHaveToTalkToAnyone: null })).toMatchObject({
      purchaseRequirement: [],
      doIHaveToTalkToAnyone: [],
    })
    expect(briefSchema.parse({ ...valid, purchaseRequirement: [' Buy gum '] }).purchaseRequirement).toEqual(['Buy gum'])
  })
  it('completionTime and numberOfPhotos: required, at most 255', () => {
    expect(errorsOf(briefSchema, { ...valid, completionTime: [''] })).toEqual({ 'completionTime.0': 'This field is required.' })
    expect(errorsOf(briefSchema, { ...valid, completionTime: [] })).toEqual({ completionTime: 'This field is required.' })
    expect(errorsOf(briefSchema, { ...valid, numberOfPhotos: undefined })).toEqual({ numberOfPhotos: 'This field is required.' })
    expect(errorsOf(briefSchema, { ...valid, numberOfPhotos: [repeat(255)] })).toEqual({})
    expect(errorsOf(briefSchema, { ...valid, numberOfPhotos: [repeat(256)] })).toEqual({ 'numberOfPhotos.0': 'Must not be longer than 255 characters' })
  })
  it('whereShouldIStart and doIHaveToFindSomething: each entry required, at most 255', () => {
    expect(errorsOf(briefSchema, { ...valid, whereShouldIStart: ['a', ' '] })).toEqual({ 'whereShouldIStart.1': 'This field is required.' })
    expect(errorsOf(briefSchema, { ...valid, doIHaveToFindSomething: [''] })).toEqual({ 'doIHaveToFindSomething.0': 'This field is required.' })
    expect(errorsOf(briefSchema, { ...valid, doIHaveToFindSomething: [repeat(256)] })).toEqual({
      'doIHaveToFindSomething.0': 'Must not be longer than 255 characters',
    })
  })
  it('optional entries are at most 255 too', () => {
    expect(errorsOf(briefSchema, { ...valid, doIHaveToTalkToAnyone: [repeat(256)] })).toEqual({
      'doIHaveToTalkToAnyone.0': 'Must not be longer than 255 characters',
    })
  })
  it('requirement: at least 2, each filled in, at most 255', () => {
    expect(errorsOf(briefSchema, { ...valid, requirement: ['one'] })).toEqual({ requirement: 'Add at least 2 requirements.' })
    expect(errorsOf(briefSchema, { ...valid, requirement: undefined })).toEqual({ requirement: 'Add at least 2 requirements.' })
    expect(errorsOf(briefSchema, { ...valid, requirement: ['one', ''] })).toEqual({ 'requirement.1': 'Add an input.' })
    expect(errorsOf(briefSchema, { ...valid, requirement: ['one', repeat(256)] })).toEqual({ 'requirement.1': 'Must not be longer than 255 characters' })
    expect(errorsOf(briefSchema, { ...valid, requirement: ['one', repeat(255), 'three'] })).toEqual({})
  })
  it('new brief: one start item and two requirements, which must be filled in', () => {
    expect(NEW_BRIEF_DEFAULTS.whereShouldIStart).toHaveLength(1)
    expect(NEW_BRIEF_DEFAULTS.requirement).toHaveLength(2)
    expect(errorsOf(briefSchema, newBriefValues())).toEqual({
      'completionTime.0': 'This field is required.',
      'numberOfPhotos.0': 'This field is required.',
      'whereShouldIStart.0': 'This field is required.',
      'requirement.0': 'Add an input.',
      'requirement.1': 'Add an input.',
    })
    expect(newBriefValues().requirement).not.toBe(newBriefValues().requirement)
  })
  it('labels and placeholders', () => {
    expect(BRIEF_LABELS.whereShouldIStart).toBe('Mission Description')
    expect(BRIEF_PLACEHOLDERS).toEqual({ completionTime: '15 - 25 minutes', numberOfPhotos: '2 - 10 photos' })
  })
  it('knows when a mission has a brief', () => {
    expect(hasBrief(null)).toBe(false)
    expect(hasBrief({ requirement: ['', ' '] })).toBe(false)
    expect(hasBrief({ requirement: ['x'] })).toBe(true)
  })
})
