import { describe, expect, it } from 'vitest'
import { costVariables } from './limits'

describe('the variables the cost estimate reads', () => {
  it('keeps page sizes and lists of identities whole, and cuts lists inside input objects to their first item', () => {
    const rows = Array.from({ length: 50_000 }, (_, index) => ({ rowNumber: index + 2, tags: ['a', 'b'] }))
    const identities = Array.from({ length: 1_000 }, (_, index) => `ID${index}`)
    const cut = costVariables({ limit: 500, identities, input: { name: 'list.xlsx', rows, nested: { more: [1, 2, 3] } }, none: null })
    expect(cut).toEqual({
      limit: 500,
      identities,
      input: { name: 'list.xlsx', rows: [{ rowNumber: 2, tags: ['a'] }], nested: { more: [1] } },
      none: null,
    })
    expect(costVariables(undefined)).toEqual({})
  })
})
