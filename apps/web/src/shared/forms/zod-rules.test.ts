import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { fieldRule, issueOn } from './zod-rules'

const range = z
  .object({ name: z.string().min(1, 'Required'), start: z.string(), end: z.string() })
  .refine((value) => value.end >= value.start, { path: ['end'], message: 'End must be on or after the start', when: () => true })

describe('issueOn', () => {
  it("finds the whole schema's first issue on the fields asked about, whatever else fails", () => {
    expect(issueOn(range, { start: '2026-02-01', end: '2026-01-31' }, ['start', 'end'])?.message).toBe('End must be on or after the start')
    expect(issueOn(range, { name: '', start: '2026-01-01', end: '2026-01-31' }, ['start', 'end'])).toBeUndefined()
  })
})

describe('fieldRule', () => {
  const schema = z.object({ title: z.string().min(1, 'Required') })
  const check = (rule: ReturnType<typeof fieldRule>, value: unknown) =>
    (rule as { validator: (rule: unknown, value: unknown) => Promise<void> }).validator({}, value)

  it('checks a field with the schema itself or with a loader of its module, the same way', async () => {
    for (const source of [schema, () => Promise.resolve(schema)]) {
      await expect(check(fieldRule(source, 'title'), '')).rejects.toThrow('Required')
      await expect(check(fieldRule(source, 'title'), 'Hello')).resolves.toBeUndefined()
    }
  })

  it('names a field the loaded schema does not have when it checks', async () => {
    await expect(
      check(
        fieldRule(() => Promise.resolve(schema), 'body'),
        'x',
      ),
    ).rejects.toThrow('The schema has no field body')
  })
})
