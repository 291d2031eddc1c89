import { describe, expect, it } from 'vitest'
import { z, ZodError } from 'zod'
import { AppError, toErrorBody } from './errors'

const ZodErrorOf = ZodError as unknown as new (issues: { code: string; message: string; path: string[] }[]) => ZodError

describe('toErrorBody', () => {
  it('turns a zod failure into a 400 naming each field', () => {
    const result = z.object({ name: z.string().max(3, 'Must not be longer than 3 characters') }).safeParse({ name: 'abcd' })
    const body = toErrorBody(result.error)
    expect(body.statusCode).toBe(400)
    expect(body.fields).toEqual({ name: ['Must not be longer than 3 characters'] })
    expect(body.message).toBe('name: Must not be longer than 3 characters')
  })

  it('keeps the status and message of client errors', () => {
    expect(toErrorBody(new AppError(409, 'Taken'))).toMatchObject({ statusCode: 409, error: 'Conflict', message: 'Taken' })
  })

  it('maps Postgres data errors to 4xx instead of 500', () => {
    expect(toErrorBody(Object.assign(new Error('duplicate key'), { code: '23505' })).statusCode).toBe(409)
    expect(toErrorBody(Object.assign(new Error('value too long'), { code: '22001' })).statusCode).toBe(400)
  })

  it('finds the Postgres code behind wrappers (drizzle puts the driver error in `cause`)', () => {
    const wrapped = (code: string) => new Error('Failed query: insert into ... params: ...', { cause: Object.assign(new Error('db says no'), { code }) })
    expect(toErrorBody(wrapped('22021'))).toEqual({ statusCode: 400, error: 'Bad Request', message: 'The request holds a value the data cannot accept.' })
    expect(toErrorBody(wrapped('22003')).statusCode).toBe(400)
    expect(toErrorBody(new Error('outer', { cause: wrapped('23514') })).statusCode).toBe(400)
    expect(toErrorBody(wrapped('23502')).statusCode).toBe(400)
    expect(toErrorBody(wrapped('23505')).statusCode).toBe(409)
    // Our mistakes stay 500, and say nothing of the query.
    expect(toErrorBody(wrapped('42P01'))).toEqual({ statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' })
    expect(toErrorBody(wrapped('08P01')).statusCode).toBe(500)
  })

  it('keeps a field named __proto__ a field', () => {
    const body = toErrorBody(new ZodErrorOf([{ code: 'custom', message: 'bad', path: ['__proto__'] }]))
    expect(Object.keys(body.fields!)).toEqual(['__proto__'])
  })

  it('keeps the message of a deliberate upstream failure (a mail server or file store that is down)', () => {
    expect(toErrorBody(new AppError(502, 'Emailing 2 User(s) Failed: connection refused'))).toEqual({
      statusCode: 502,
      error: 'Bad Gateway',
      message: 'Emailing 2 User(s) Failed: connection refused',
    })
  })

  it('hides the details of unexpected failures', () => {
    const body = toErrorBody(new Error('connection string postgres://secret'))
    expect(body).toEqual({ statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' })
  })
})
