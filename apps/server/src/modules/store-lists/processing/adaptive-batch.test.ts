import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MIN_ADAPTIVE_BATCH, nextBatchSize } from './adaptive-batch'

describe('batches that aim at a transaction time', () => {
  it('shrink after a slow transaction and grow after a fast one, in proportion', () => {
    expect(nextBatchSize(200, 100, 50, 1000)).toBe(100)
    expect(nextBatchSize(200, 80, 50, 1000)).toBe(125)
    expect(nextBatchSize(200, 45, 50, 1000)).toBe(222)
    expect(nextBatchSize(200, 50, 50, 1000)).toBe(200)
  })

  it('halve at most and grow by a quarter at most per batch, between the minimum and the maximum', () => {
    expect(nextBatchSize(200, 1000, 50, 1000)).toBe(100)
    expect(nextBatchSize(200, 1, 50, 1000)).toBe(250)
    expect(nextBatchSize(30, 1000, 50, 1000)).toBe(MIN_ADAPTIVE_BATCH)
    expect(nextBatchSize(900, 1, 50, 1000)).toBe(1000)
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5000 }),
        fc.double({ min: 0, max: 1e5, noNaN: true }),
        fc.integer({ min: 1, max: 1000 }),
        (current, took, target) => {
          const next = nextBatchSize(current, took, target, 4000)
          expect(next).toBeGreaterThanOrEqual(Math.min(MIN_ADAPTIVE_BATCH, 4000))
          expect(next).toBeLessThanOrEqual(4000)
          expect(next).toBeLessThanOrEqual(Math.max(MIN_ADAPTIVE_BATCH, Math.round(current * 1.25)))
          expect(next).toBeGreaterThanOrEqual(Math.min(4000, Math.max(MIN_ADAPTIVE_BATCH, Math.round(current * 0.5))))
        },
      ),
    )
  })
})
