import { describe, expect, it } from 'vitest'
import {
  organizationCreateSchema,
  organizationListQuerySchema,
  organizationPlacesQuerySchema,
  organizationUpdateSchema,
  ORGANIZATION_TYPE_FIXED,
} from './organization.schema'

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))

describe('organization create', () => {
  it('fixes the organization type at 1 and fills defaults', () => {
    const parsed = organizationCreateSchema.parse({ name: '  Evergreen  ' })
    expect(parsed).toMatchObject({ name: 'Evergreen', organization_type_id: 1, alternative_names: [], mobee_company: false })
  })

  it('refuses another organization type, a missing or long name, and unknown fields', () => {
    const result = organizationCreateSchema.safeParse({ name: 'x'.repeat(65), organization_type_id: 2, colour: 'red' })
    const fields = messages(result)
    expect(fields.name).toBe('Must not be longer than 64 characters')
    expect(fields.organization_type_id).toBe(ORGANIZATION_TYPE_FIXED)
    expect(Object.values(fields).join()).toMatch(/colour/)
    expect(messages(organizationCreateSchema.safeParse({ name: ' ' })).name).toBe('This field is required.')
  })

  it('checks each alternative name and the parent identity', () => {
    const fields = messages(organizationCreateSchema.safeParse({ name: 'A', alternative_names: ['ok', ''], parent_identity: 'abc' }))
    expect(fields['alternative_names.1']).toBe('This field is required.')
    expect(fields.parent_identity).toBe('Must be 12 uppercase letters or digits')
  })
})

describe('organization update', () => {
  it('takes any subset and lets the parent be cleared', () => {
    expect(organizationUpdateSchema.parse({ parent_identity: null })).toEqual({ parent_identity: null })
    expect(organizationUpdateSchema.safeParse({ name: '' }).success).toBe(false)
  })
})

describe('list queries', () => {
  it('reads page and filters from query text', () => {
    expect(organizationListQuerySchema.parse({ page: '3', search: ' ever ', mobee_company: 'yes' })).toMatchObject({
      page: 3,
      limit: 100,
      search: 'ever',
      mobee_company: 'yes',
    })
    expect(organizationListQuerySchema.safeParse({ mobee_company: 'maybe' }).success).toBe(false)
  })

  it('loads every place of an organization unless told otherwise', () => {
    expect(organizationPlacesQuerySchema.parse({}).limit).toBe(10_000)
    expect(organizationPlacesQuerySchema.parse({ limit: '25' }).limit).toBe(25)
  })
})
