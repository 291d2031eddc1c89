import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { SEARCH_DEBOUNCE_MS } from '@mc/domain/common/search'
import { SearchBox } from './SearchBox'

beforeEach(() => void vi.useFakeTimers())
afterEach(() => void vi.useRealTimers())

const box = () => screen.getByRole('searchbox', { name: 'Search pins' })
const type = (text: string) => fireEvent.change(box(), { target: { value: text } })
const pause = (ms = SEARCH_DEBOUNCE_MS) => act(() => void vi.advanceTimersByTime(ms))

describe('SearchBox', () => {
  it('asks once typing pauses, with the text trimmed, and not again for the same search', () => {
    const onSearch = vi.fn()
    render(<SearchBox value="" onSearch={onSearch} placeholder="Store number" aria-label="Search pins" />)
    type('0')
    pause(100)
    type('04')
    pause(100)
    type(' 0412 ')
    pause(SEARCH_DEBOUNCE_MS - 1)
    expect(onSearch).not.toHaveBeenCalled()
    pause(1)
    expect(onSearch).toHaveBeenCalledTimes(1)
    expect(onSearch).toHaveBeenLastCalledWith('0412')
  })

  it('searches at once on Enter and clears on Escape', () => {
    const onSearch = vi.fn()
    const { rerender } = render(<SearchBox value="" onSearch={onSearch} placeholder="Store number" aria-label="Search pins" />)
    type('Main')
    fireEvent.keyDown(box(), { key: 'Enter', code: 'Enter' })
    expect(onSearch).toHaveBeenLastCalledWith('Main')
    rerender(<SearchBox value="Main" onSearch={onSearch} placeholder="Store number" aria-label="Search pins" />)
    fireEvent.keyDown(box(), { key: 'Escape', code: 'Escape' })
    expect(onSearch).toHaveBeenLastCalledWith('')
    expect(box()).toHaveProperty('value', '')
  })

  it('follows the URL when it changes under it (Back), and keeps what is being typed otherwise', () => {
    const onSearch = vi.fn()
    const { rerender } = render(<SearchBox value="oak" onSearch={onSearch} placeholder="Store number" aria-label="Search pins" />)
    expect(box()).toHaveProperty('value', 'oak')
    rerender(<SearchBox value="" onSearch={onSearch} placeholder="Store number" aria-label="Search pins" />)
    expect(box()).toHaveProperty('value', '')
    type('elm ')
    pause()
    rerender(<SearchBox value="elm" onSearch={onSearch} placeholder="Store number" aria-label="Search pins" />)
    // The URL now reads what was typed: the trailing space stays in the box.
    expect(box()).toHaveProperty('value', 'elm ')
    pause()
    expect(onSearch).toHaveBeenCalledTimes(1)
  })
})
