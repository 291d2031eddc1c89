import { describe, expect, it } from 'vitest'
import { errorsOf } from '../test/issues'
import { linkFormSchema, matchesFormSearch } from './link-form.schema'

describe('link form', () => {
  it('requires a form', () => {
    expect(errorsOf(linkFormSchema, {})).toEqual({ taskIdentity: 'This field is required.' })
    expect(errorsOf(linkFormSchema, { taskIdentity: ' ' })).toEqual({ taskIdentity: 'This field is required.' })
    expect(linkFormSchema.parse({ taskIdentity: 'T1' })).toEqual({ taskIdentity: 'T1' })
  })
  it('searches name or description, ignoring case', () => {
    const form = { id: '1', name: 'Shelf Audit', description: 'Count facings' }
    expect(matchesFormSearch(form, 'shelf')).toBe(true)
    expect(matchesFormSearch(form, 'FACINGS')).toBe(true)
    expect(matchesFormSearch(form, 'price')).toBe(false)
    expect(matchesFormSearch({ id: '2', name: 'x', description: null }, '')).toBe(true)
  })
})
