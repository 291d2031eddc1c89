import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { issueOn } from './zod-rules'

const range = z
  .object({ name: z.string().min(1, 'Required'), start: z.string(), end: z.string() })
  .refine((value) => value.end >= value.start, { path: ['end'], message: 'End must be on or after the start', when: () => true })

describe('issueOn', () => {
  it("finds the whole schema's first issue on the fields asked about, whatever else fails", () => {
    expect(issueOn(range, { start: '2026-02-01', end: '2026-01-31' }, ['start', 'end'])?.message).toBe('End must be on or after the start')
    expect(issueOn(range, { name: '', start: '2026-01-01', end: '2026-01-31' }, ['start', 'end'])).toBeUndefined()
  })
})
