import { describe, expect, it } from 'vitest'
import type { ServerModule } from '../modules/server-module'
import type { GraphQLContext } from './graphql-context'
import { guardedResolvers } from './field-access'

/** Resolvers of fields the real schema does not have: the wrapping does not depend on the schema. */
const fields = (resolvers: Record<string, Record<string, () => unknown>>) => resolvers as ServerModule['resolvers']

const staffModule: ServerModule = {
  name: 'things',
  access: 'staff',
  fieldAccess: { secret: 'admin' },
  resolvers: fields({ Query: { things: () => 'things', secret: () => 'secret' } }),
}
const adminModule: ServerModule = {
  name: 'admin-things',
  access: 'admin',
  resolvers: fields({ Mutation: { wipe: () => 'wiped' }, Thing: { name: () => 'nested' } }),
}

const { resolvers, accessOf } = guardedResolvers([staffModule, adminModule], { Query: { health: () => true } })
type Call = (root: unknown, args: unknown, context: Partial<GraphQLContext>, info: unknown) => unknown
const field = (type: string, name: string) => (resolvers as Record<string, Record<string, Call>>)[type]![name]!
const as = (isAdmin?: boolean): Partial<GraphQLContext> => (isAdmin === undefined ? {} : ({ user: { isAdmin } } as Partial<GraphQLContext>))

describe('guardedResolvers', () => {
  it("declares every root field with its module's access, or the field's own", () => {
    expect(Object.fromEntries(accessOf)).toEqual({ 'Query.health': 'staff', 'Query.things': 'staff', 'Query.secret': 'admin', 'Mutation.wipe': 'admin' })
  })

  it('refuses a context without a user, whatever the field (defence in depth behind the route)', () => {
    for (const [type, name] of [
      ['Query', 'things'],
      ['Query', 'secret'],
      ['Mutation', 'wipe'],
    ] as const) {
      expect(() => field(type, name)(null, {}, as(), null)).toThrow(expect.objectContaining({ statusCode: 401 }))
    }
  })

  it('refuses admin fields to staff, and runs every field for an admin', () => {
    expect(field('Query', 'things')(null, {}, as(false), null)).toBe('things')
    expect(() => field('Query', 'secret')(null, {}, as(false), null)).toThrow(expect.objectContaining({ statusCode: 403 }))
    expect(() => field('Mutation', 'wipe')(null, {}, as(false), null)).toThrow(expect.objectContaining({ statusCode: 403 }))
    expect(field('Query', 'secret')(null, {}, as(true), null)).toBe('secret')
    expect(field('Mutation', 'wipe')(null, {}, as(true), null)).toBe('wiped')
  })

  it('leaves nested type resolvers alone: their root field was checked', () => {
    expect(field('Thing', 'name')(null, {}, as(), null)).toBe('nested')
  })
})
