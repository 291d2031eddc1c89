import { describe, expect, it } from 'vitest'
import type { PinRunningFilter } from '@mc/domain'
import { scopedPageQuery, scopedPageQueryUncached } from './pins.repository'

const page = (isRunning: PinRunningFilter, deploymentGroupIdentities: string[], pageNumber: number, limit: number) => ({
  state: 'ALL' as const,
  isRunning,
  deploymentGroupIdentities,
  page: pageNumber,
  limit,
})

describe('the pins page statement built once per name', () => {
  it('sends, call after call, the text and values drizzle builds for that call', () => {
    const asked = [
      page('ALL', [], 1, 10),
      page('ALL', [], 3, 25),
      page('RUNNING', [], 1, 10),
      page('PAUSE', [], 2, 50),
      page('ALL', ['GROUPAAAAAAA'], 1, 10),
      page('ALL', ['GROUPBBBBBBB', 'GROUPCCCCCCC'], 4, 20),
      page('PAUSE', ['GROUPAAAAAAA'], 1, 10),
      // The first shape again, with other values: the remembered text, this call's values.
      page('ALL', [], 7, 100),
    ]
    for (const [index, query] of asked.entries()) {
      const missionId = 40 + index
      const today = `2026-03-${String(10 + index).padStart(2, '0')}`
      const cached = scopedPageQuery(missionId, today, query)
      const built = scopedPageQueryUncached(missionId, today, query)
      expect(cached.text).toBe(built.text)
      expect(cached.values).toEqual(built.values)
      expect(cached.values).toContain(missionId)
      expect(cached.values).toContain(today)
      expect(cached.values).toContain((query.page - 1) * query.limit)
    }
  })

  it('names each text once: shapes that differ in text never share a name', () => {
    const texts = new Map<string, string>()
    for (const isRunning of ['ALL', 'RUNNING', 'PAUSE'] as const) {
      for (const groups of [[], ['GROUPAAAAAAA']]) {
        const { name, text } = scopedPageQuery(1, '2026-01-01', page(isRunning, groups, 1, 10))
        expect(texts.get(name) ?? text).toBe(text)
        texts.set(name, text)
      }
    }
    expect(new Set(texts.values()).size).toBe(texts.size)
  })
})
