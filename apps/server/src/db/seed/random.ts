// Deterministic randomness for the demo data. Every area draws from its own stream
// (forked by label) so changing one area's generator does not reshuffle the others.

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number
  chance(p: number): boolean
  pick<T>(items: readonly T[]): T
  /** Pick by weights (same length as items). */
  weighted<T>(items: readonly T[], weights: readonly number[]): T
  shuffle<T>(items: T[]): T[]
  /** Approximately normal (mean 0, sd 1). */
  gauss(): number
  /** Random string over the alphabet. */
  string(length: number, alphabet: string): string
}

/** mulberry32: a small deterministic source of numbers in [0, 1) (the demo seed, the fuzz test's pools). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** FNV-1a: turns a label into a 32-bit seed. */
function hashLabel(label: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < label.length; i++) {
    h ^= label.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

export function createRng(seed: number | string): Rng {
  const next = seededRandom(typeof seed === 'string' ? hashLabel(seed) : seed)
  const rng: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list')
      return items[Math.floor(next() * items.length)] as (typeof items)[number]
    },
    weighted: (items, weights) => {
      const total = weights.reduce((s, w) => s + w, 0)
      let r = next() * total
      for (let i = 0; i < items.length; i++) {
        r -= weights[i] ?? 0
        if (r < 0) return items[i] as (typeof items)[number]
      }
      return items[items.length - 1] as (typeof items)[number]
    },
    shuffle: (items) => {
      for (let i = items.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1))
        const tmp = items[i] as (typeof items)[number]
        items[i] = items[j] as (typeof items)[number]
        items[j] = tmp
      }
      return items
    },
    gauss: () => {
      // Irwin–Hall: sum of 6 uniforms, cheap and bounded (|x| <= 6 sd... in practice ~3).
      let s = 0
      for (let i = 0; i < 6; i++) s += next()
      return (s - 3) / Math.sqrt(0.5)
    },
    string: (length, alphabet) => {
      let out = ''
      for (let i = 0; i < length; i++) out += alphabet[Math.floor(next() * alphabet.length)]
      return out
    },
  }
  return rng
}

export const SEED = 'mission-control-demo-v1'

/** A stream for one area of the seed. */
export const rngFor = (area: string): Rng => createRng(`${SEED}:${area}`)

const IDENTITY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'

export interface IdentitySource {
  next(): string
}

/**
 * Hands out unique 12-character identities; the well-known ones are reserved up front.
 * Each area draws from its own stream, so one area's changes leave the others' identities alone.
 */
export class IdentityPool {
  private readonly used = new Set<string>()
  private readonly streams = new Map<string, IdentitySource>()

  constructor(reserved: Iterable<string>) {
    for (const r of reserved) this.used.add(r)
  }

  stream(area: string): IdentitySource {
    const existing = this.streams.get(area)
    if (existing) return existing
    const rng = rngFor(`identities:${area}`)
    const source: IdentitySource = {
      next: () => {
        for (;;) {
          const id = rng.string(12, IDENTITY_ALPHABET)
          if (!this.used.has(id)) {
            this.used.add(id)
            return id
          }
        }
      },
    }
    this.streams.set(area, source)
    return source
  }
}
