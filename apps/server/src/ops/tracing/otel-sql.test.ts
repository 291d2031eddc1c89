import { describe, expect, it } from 'vitest'
import { STATEMENT_TEXT_LIMIT, statementForSpan, statementSummary } from './otel-sql'

describe('a statement as a span shows it', () => {
  it('is named by its operation and the first table it reads or writes, functions and subqueries skipped', () => {
    expect(statementSummary('select id, name from missions where identity = $1')).toEqual({ operation: 'SELECT', collection: 'missions' })
    expect(statementSummary('insert into "pins" (mission_id) values ($1)')).toEqual({ operation: 'INSERT', collection: 'pins' })
    expect(statementSummary('insert into live_events (kind) select kind from input')).toEqual({ operation: 'INSERT', collection: 'live_events' })
    expect(statementSummary('with input as (select * from unnest($1::text[]) t) insert into pins (id) select id from input')).toEqual({
      operation: 'WITH',
      collection: 'pins',
    })
    expect(statementSummary('update pgboss.job set state = $1')).toEqual({ operation: 'UPDATE', collection: 'pgboss.job' })
    expect(statementSummary('select * from unnest($1::int[]) u join places p on p.id = u')).toEqual({ operation: 'SELECT', collection: 'places' })
    expect(statementSummary('select extract(epoch from now()) from (select 1) s')).toEqual({ operation: 'SELECT', collection: undefined })
    expect(statementSummary('begin')).toEqual({ operation: 'BEGIN', collection: undefined })
  })

  it('keeps the text but never a quoted value, on one line, cut at the limit', () => {
    expect(statementForSpan("select *\n  from staff_accounts\n  where email = 'a@b.test' and note = 'it''s'")).toBe(
      "select * from staff_accounts where email = '?' and note = '?'",
    )
    expect(statementForSpan('select $1, $2')).toBe('select $1, $2')
    const long = statementForSpan(`insert into pins values ${Array.from({ length: 2000 }, (_, i) => `($${i + 1})`).join(', ')}`)
    expect(long.length).toBe(STATEMENT_TEXT_LIMIT + 1)
    expect(long.endsWith('…')).toBe(true)
  })
})
