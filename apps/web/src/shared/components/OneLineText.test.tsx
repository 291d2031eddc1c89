import { describe, expect, it } from 'vitest'
import { fireEvent, render, screen } from '@testing-library/react'
import { OneLineText } from './OneLineText'

/** jsdom lays nothing out: the widths a browser would measure are given. */
function widths(element: HTMLElement, scrollWidth: number, clientWidth: number) {
  Object.defineProperty(element, 'scrollWidth', { configurable: true, value: scrollWidth })
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: clientWidth })
}

describe('OneLineText', () => {
  it('names the whole text on hover only when the line cut it short', () => {
    render(<OneLineText strong text="Everyday Shelf Compliance 2026 for every store" />)
    const text = screen.getByText('Everyday Shelf Compliance 2026 for every store')
    expect(text.title).toBe('')

    widths(text, 420, 180)
    fireEvent.mouseEnter(text)
    expect(text.title).toBe('Everyday Shelf Compliance 2026 for every store')

    // Wider again (the window grew): no tooltip repeats what is on screen.
    widths(text, 180, 180)
    fireEvent.mouseEnter(text)
    expect(text.title).toBe('')
  })
})
