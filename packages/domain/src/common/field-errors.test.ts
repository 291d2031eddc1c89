import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { toFieldErrors, validateWith } from './field-errors'

describe('field errors', () => {
  const schema = z.object({ name: z.string().min(1, 'first').min(3, 'second'), list: z.array(z.string().min(1, 'item')) })
  it('keeps the first message per dotted path', () => {
    const result = validateWith(schema, { name: '', list: ['ok', ''] })
    expect(result).toEqual({ success: false, errors: { name: 'first', 'list.1': 'item' } })
  })
  it('returns data on success', () => {
    expect(validateWith(schema, { name: 'abc', list: [] })).toEqual({ success: true, data: { name: 'abc', list: [] } })
  })
  it('puts root issues under _form and never writes through __proto__', () => {
    const error = new z.ZodError([
      { code: 'custom', message: 'root', path: [], input: 1 },
      { code: 'custom', message: 'evil', path: ['__proto__'], input: 1 },
    ])
    const errors = toFieldErrors(error)
    expect(errors._form).toBe('root')
    expect(Object.getPrototypeOf(errors)).toBe(Object.prototype)
    expect(Object.getOwnPropertyDescriptor(errors, '__proto__')?.value).toBe('evil')
  })
})
