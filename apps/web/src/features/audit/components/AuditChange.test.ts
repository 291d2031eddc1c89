import { describe, expect, it } from 'vitest'
import { fieldChanges } from './AuditChange'

describe('fieldChanges', () => {
  it('lists only the fields an update changed, nested values compared whole', () => {
    const before = { title: 'Auditor', email: 'a@x.test', applications: [{ identity: 'A' }] }
    const after = { title: 'Chief Auditor', email: 'a@x.test', applications: [{ identity: 'A' }, { identity: 'B' }] }
    expect(fieldChanges({ before, after })).toEqual([
      { field: 'title', before: 'Auditor', after: 'Chief Auditor' },
      { field: 'applications', before: before.applications, after: after.applications },
    ])
  })

  it('lists every field of a create or a delete, the missing side empty', () => {
    expect(fieldChanges({ before: null, after: { name: 'New' } })).toEqual([{ field: 'name', before: undefined, after: 'New' }])
    expect(fieldChanges({ before: { name: 'Gone' }, after: null })).toEqual([{ field: 'name', before: 'Gone', after: undefined }])
  })
})
