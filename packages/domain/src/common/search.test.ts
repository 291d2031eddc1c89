import { describe, expect, it } from 'vitest'
import { noResultsFor, SEARCH_TEXT_MAX, searchText } from './search'
import { searchTextSchema } from './search.schema'

describe('search text', () => {
  it('is trimmed, optional, and refused past its length with the form message', () => {
    const schema = searchTextSchema()
    expect(schema.parse('  0412 ')).toBe('0412')
    expect(schema.parse(undefined)).toBeUndefined()
    expect(schema.parse('   ')).toBe('')
    expect(schema.safeParse('x'.repeat(SEARCH_TEXT_MAX)).success).toBe(true)
    const long = schema.safeParse('x'.repeat(SEARCH_TEXT_MAX + 1))
    expect(long.success).toBe(false)
    expect(long.error?.issues[0]?.message).toBe(`Must not be longer than ${SEARCH_TEXT_MAX} characters`)
    expect(schema.safeParse(12).error?.issues[0]?.message).toBe('Must be text')
    // Spaces around do not count towards the length.
    expect(schema.safeParse(` ${'x'.repeat(SEARCH_TEXT_MAX)} `).success).toBe(true)
  })

  it('reads a box value as the server would, and names it in the empty state', () => {
    expect(searchText('  Main St ')).toBe('Main St')
    expect(searchText(null)).toBe('')
    expect(noResultsFor(' 0412 ')).toBe('No results for “0412”')
  })
})
