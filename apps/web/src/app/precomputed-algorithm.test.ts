import { describe, expect, test } from 'vitest'
import { theme as antdTheme } from 'antd'
import { theme } from './theme'
import { precomputedDefaultAlgorithm } from './precomputed-algorithm'

// The seed antd's ConfigProvider hands the algorithm: its default seed under the console's tokens.
const consoleSeed = { ...antdTheme.defaultSeed, ...theme.token }

describe('the precomputed default algorithm', () => {
  test("the file holds antd's default algorithm's answer for the console's seed", async () => {
    const file = { seed: consoleSeed, map: antdTheme.defaultAlgorithm(consoleSeed) }
    await expect(`${JSON.stringify(file, null, 2)}\n`).toMatchFileSnapshot('./design-map-token.json')
  })

  test("answers the console's seed as antd does, and a copy each time", () => {
    const first = precomputedDefaultAlgorithm(consoleSeed)
    expect(first).toEqual(antdTheme.defaultAlgorithm(consoleSeed))
    expect(precomputedDefaultAlgorithm(consoleSeed)).not.toBe(first)
  })

  test('computes any other seed', () => {
    const other = { ...consoleSeed, colorPrimary: '#d4380d' }
    const answer = precomputedDefaultAlgorithm(other)
    expect(answer).toEqual(antdTheme.defaultAlgorithm(other))
    expect(answer.colorPrimary).toBe('#d4380d')
  })

  test("antd's designed tokens under the console's theme are the default algorithm's", () => {
    const { algorithm: _precomputed, ...withoutIt } = theme
    expect(antdTheme.getDesignToken(theme)).toEqual(antdTheme.getDesignToken(withoutIt))
  })
})
