import { describe, expect, it, vi } from 'vitest'
import { fireEvent, render, screen } from '@testing-library/react'
import { SelectOnDemand } from './SelectOnDemand'

const groups = [
  { value: 'G1', label: 'Chicago 01' },
  { value: 'G2', label: 'Dallas 02' },
]

/** antd's own Select is there once its option list opens or its tags show; the closed one draws neither. */
const realSelectShown = () => document.querySelector('.ant-select-dropdown, .ant-select-selection-item') !== null

describe('SelectOnDemand', () => {
  it('draws a single Select closed with its chosen label, and opens the real one on a press', async () => {
    render(<SelectOnDemand aria-label="Availability filter" value="G2" options={groups} />)
    const closed = screen.getByRole('combobox', { name: 'Availability filter' })
    expect(closed.closest('.ant-select')).toHaveProperty('className', expect.stringContaining('ant-select-single'))
    expect(screen.getByText('Dallas 02')).toBeTruthy()
    expect(realSelectShown()).toBe(false)

    fireEvent.mouseDown(closed.closest('.ant-select')!)
    expect(await screen.findByRole('option', { name: 'Chicago 01' }, { timeout: 5000 })).toBeTruthy()
  })

  it('draws a multiple Select with nothing chosen closed, its placeholder in the place antd draws it', async () => {
    render(<SelectOnDemand aria-label="Deployment groups filter" mode="multiple" placeholder="All deployment groups" value={[]} options={groups} />)
    const root = screen.getByRole('combobox', { name: 'Deployment groups filter' }).closest('.ant-select')!
    expect(root.className).toContain('ant-select-multiple')
    expect(root.querySelector('.ant-select-content-item-prefix .ant-select-placeholder')?.textContent).toBe('All deployment groups')
    expect(realSelectShown()).toBe(false)

    fireEvent.mouseDown(root)
    expect(await screen.findByRole('option', { name: 'Dallas 02' }, { timeout: 5000 })).toBeTruthy()
  })

  it('draws a multiple Select with chosen values as antd does from the start: its tags, unfocused', async () => {
    render(<SelectOnDemand aria-label="Deployment groups filter" mode="multiple" value={['G1']} options={groups} />)
    expect(await screen.findByText('Chicago 01', { selector: '.ant-select-selection-item-content' }, { timeout: 5000 })).toBeTruthy()
    expect(document.activeElement).toBe(document.body)
    expect(document.querySelector('.ant-select-dropdown')).toBeNull()
  })

  it("becomes antd's Select when tags are chosen without the user (the URL changed under the page), its tags named", async () => {
    const { rerender } = render(
      <SelectOnDemand aria-label="Deployment groups filter" mode="multiple" placeholder="All deployment groups" value={[]} options={groups} />,
    )
    expect(realSelectShown()).toBe(false)
    rerender(<SelectOnDemand aria-label="Deployment groups filter" mode="multiple" placeholder="All deployment groups" value={['G2']} options={groups} />)
    expect(await screen.findByText('Dallas 02', { selector: '.ant-select-selection-item-content' }, { timeout: 5000 })).toBeTruthy()
    expect(screen.queryByText('All deployment groups')).toBeNull()
    expect(document.activeElement).toBe(document.body)
  })

  it('says when the choice is first wanted: the pointer near it, the focus, or a press', () => {
    for (const want of [
      (root: Element) => fireEvent.pointerEnter(root),
      (root: Element) => fireEvent.focus(root.querySelector('input')!),
      (root: Element) => fireEvent.mouseDown(root),
    ]) {
      const onIntent = vi.fn()
      const { unmount } = render(<SelectOnDemand aria-label="Deployment groups filter" mode="multiple" value={[]} options={groups} onIntent={onIntent} />)
      const root = screen.getByRole('combobox', { name: 'Deployment groups filter' }).closest('.ant-select')!
      expect(onIntent).not.toHaveBeenCalled()
      want(root)
      expect(onIntent).toHaveBeenCalled()
      unmount()
    }
  })

  it('opens on Enter instead of submitting the form around it, also while its code is still loading', async () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault())
    render(
      <form onSubmit={onSubmit}>
        <SelectOnDemand aria-label="Entity type" options={groups} />
        <button type="submit">Apply</button>
      </form>,
    )
    const closed = screen.getByRole('combobox', { name: 'Entity type' })
    // The first Enter asks for the real Select; until it is there, the stand-in takes the keys.
    expect(fireEvent.keyDown(closed, { key: 'Enter' })).toBe(false)
    const stillLoading = screen.getByRole('combobox', { name: 'Entity type' })
    expect(fireEvent.keyDown(stillLoading, { key: 'Enter' })).toBe(false)
    expect(await screen.findByRole('option', { name: 'Chicago 01' }, { timeout: 5000 })).toBeTruthy()
    expect(onSubmit).not.toHaveBeenCalled()
  })
})
