import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createOfflineAddressNormalizer, type RawAddress } from './address-normalizer'
import { normalizeStreet } from './street-normalizer'
import { tokenizeStreet } from './street-tokens'
import { addressVariant, loadCorpus, lostWords, readCsv, type CorpusRow } from './test-data/street-variants'

// The committed corpus (test-data/README.md), plus any CSV with street, city, state and zip columns
// named in STREET_CORPUS_EXTRA (colon-separated paths), e.g. a chain's store list kept outside the repo.
const extra = (process.env.STREET_CORPUS_EXTRA ?? '')
  .split(':')
  .filter(Boolean)
  .flatMap((path) =>
    readCsv(path).map((row): CorpusRow => ({
      street: row.street ?? '',
      city: row.city ?? '',
      state: row.state ?? '',
      zip: row.zip ?? '',
      latitude: 0,
      longitude: 0,
    })),
  )
const corpus = [...loadCorpus(), ...extra].filter((row) => row.street.trim())
const VARIANTS_PER_ROW = 6
const normalizer = createOfflineAddressNormalizer()
const matchKey = (address: { streetKey: string | null; postalCode: string | null; state: string | null; country: string | null }) =>
  `${address.streetKey}|${address.postalCode}|${address.state}|${address.country}`

describe(`street normalizer over ${corpus.length} real US addresses`, () => {
  it('keeps every house number, route number and street word, and is idempotent', () => {
    let words = 0
    let wordsLost = 0
    const lost: string[] = []
    const unstable: string[] = []
    for (const { street } of corpus) {
      const normalized = normalizeStreet(street)
      words += tokenizeStreet(street).filter((word) => word !== '#').length
      const missing = lostWords(street, normalized?.display ?? null)
      wordsLost += missing.length
      if (missing.length > 0) lost.push(`${street} → ${normalized?.display} (lost ${missing.join(', ')})`)
      const again = normalized && normalizeStreet(normalized.display)
      if (again?.display !== normalized?.display || again?.key !== normalized?.key) unstable.push(`${street} → ${normalized?.display} → ${again?.display}`)
    }
    console.info(
      `[street corpus] ${corpus.length} rows: ${words - wordsLost} of ${words} words kept, ${lost.length} rows lost a word, ${unstable.length} rows not idempotent`,
    )
    expect(lost.slice(0, 20)).toEqual([])
    expect(unstable.slice(0, 20)).toEqual([])
  })

  it(`gives the ${VARIANTS_PER_ROW} spelling variants of each address (case, spacing, punctuation, abbreviations, ZIP+4, state name) its key`, async () => {
    const originals = await normalizer.normalize(
      corpus.map((row): RawAddress => ({ street: row.street, city: row.city, state: row.state, postalCode: row.zip, country: 'US' })),
    )
    const variants = corpus.map((row, index) => fc.sample(addressVariant(row), { numRuns: VARIANTS_PER_ROW, seed: 1100 + index }))
    const normalizedVariants = await normalizer.normalize(variants.flat())
    const differing: string[] = []
    originals.forEach((original, index) => {
      for (let v = 0; v < VARIANTS_PER_ROW; v++) {
        const variant = normalizedVariants[index * VARIANTS_PER_ROW + v]!
        if (matchKey(variant) !== matchKey(original)) differing.push(`${JSON.stringify(variants[index]![v])}: ${matchKey(variant)} ≠ ${matchKey(original)}`)
      }
    })
    const keys = new Set(originals.map(matchKey))
    const spellings = new Set(corpus.map((row) => `${row.street.toLowerCase().replace(/\s+/g, ' ')}|${row.zip}`))
    console.info(
      `[street corpus] ${variants.flat().length} variants of ${corpus.length} addresses: ${differing.length} with another key; ${keys.size} distinct keys for ${spellings.size} distinct street + zip spellings`,
    )
    expect(differing.slice(0, 20)).toEqual([])
  })
})
