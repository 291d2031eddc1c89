import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import { scanRepriceCsv } from '@mc/domain'
import { RepriceSummary } from './RepriceSummary'

const identity = (index: number) => `PLACE${String(index).padStart(7, '0')}`

describe('RepriceSummary', () => {
  it('writes the counts of a 12,000-line csv with a comma every three digits', () => {
    const lines = Array.from({ length: 12000 }, (_, index) => [identity(index), index < 1500 ? 'free' : '650'])
    const scan = scanRepriceCsv(lines)
    render(<RepriceSummary checked={{ scan, known: new Set(lines.map(([place]) => place!)) }} />)
    expect(screen.getByText('12,000')).toBeTruthy()
    expect(screen.getByText('1,500')).toBeTruthy()
  })

  it('says how many pins are ready when every row is valid and known', () => {
    const lines = Array.from({ length: 10000 }, (_, index) => [identity(index), '650'])
    render(<RepriceSummary checked={{ scan: scanRepriceCsv(lines), known: new Set(lines.map(([place]) => place!)) }} />)
    expect(screen.getByText('10,000 pins are ready to be repriced.')).toBeTruthy()
  })

  it('names a single pin in the singular', () => {
    const lines = [[identity(1), '650']]
    render(<RepriceSummary checked={{ scan: scanRepriceCsv(lines), known: new Set([identity(1)]) }} />)
    expect(screen.getByText('1 pin is ready to be repriced.')).toBeTruthy()
  })
})
