import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import { CapProgressBar } from './CapProgressBar'

const progress = { approved: 7138, pending: 1997, started: 1012, refused: 1172, suppressed: 750, abandoned: 2759 }

describe('CapProgressBar', () => {
  it('writes its counts out as the rest of the console does, a comma every three digits', () => {
    render(<CapProgressBar title="Mission Progress" progress={progress} target={10000} />)
    expect(screen.getByText('7,138 approved of 10,000 target · 71.38%')).toBeTruthy()
    expect(screen.getByText('approved 7,138')).toBeTruthy()
    expect(screen.getByText('abandoned 2,759')).toBeTruthy()
  })

  it('says when no target is set', () => {
    render(<CapProgressBar title="Mission Progress" progress={progress} target={0} />)
    expect(screen.getByText('7,138 approved · no target set')).toBeTruthy()
  })
})
