import { describe, expect, it, vi } from 'vitest'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { InlineCapEditor } from './InlineCapEditor'

async function setup(value: number | null, onSave = vi.fn().mockResolvedValue(undefined)) {
  render(<InlineCapEditor value={value} label="Group cap of North" editable onSave={onSave} />)
  fireEvent.click(screen.getByRole('button', { name: 'Edit Group cap of North' }))
  // The text box's code loads when editing starts.
  await screen.findByLabelText('Group cap of North', undefined, { timeout: 15_000 })
  const type = (text: string) => {
    // Looked up each time: the input is rendered anew when its error status changes.
    const input = screen.getByLabelText('Group cap of North')
    fireEvent.change(input, { target: { value: text } })
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 })
  }
  return { onSave, type }
}

// antd renders slowly in jsdom on a busy machine.
describe('InlineCapEditor', { timeout: 20_000 }, () => {
  it('strips non-digits and saves the number', async () => {
    const { onSave, type } = await setup(5)
    type('1,000 stores')
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(1000))
  })
  it("shows 'Please enter a valid number' without saving", async () => {
    const { onSave, type } = await setup(5)
    type('abc')
    expect(screen.getByText('Please enter a valid number')).toBeTruthy()
    expect(onSave).not.toHaveBeenCalled()
  })
  it("shows 'Please enter a number above zero' without saving", async () => {
    const { onSave, type } = await setup(5)
    type('0')
    expect(screen.getByText('Please enter a number above zero')).toBeTruthy()
    expect(onSave).not.toHaveBeenCalled()
  })
  it('sends no update for an unchanged value', async () => {
    const { onSave, type } = await setup(25)
    type('25')
    expect(onSave).not.toHaveBeenCalled()
    expect(screen.queryByLabelText('Group cap of North')).toBeNull()
  })
  it('offers no edit button when the mission is closed', () => {
    render(<InlineCapEditor value={3} label="Group cap of South" editable={false} onSave={vi.fn()} />)
    expect(screen.queryByRole('button', { name: 'Edit Group cap of South' })).toBeNull()
  })
})
