import { describe, expect, it } from 'vitest'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { Form } from 'antd'
import { RangePickerOnDemand } from './RangePickerOnDemand'

/** The coverage form's way: a form item labelled Date Range around the picker. */
function DateRange() {
  return (
    <Form>
      <Form.Item name="dates" label="Date Range">
        <RangePickerOnDemand />
      </Form.Item>
    </Form>
  )
}

/** Each box's accessible name, as the browser builds it from every label that points to it. */
const names = () =>
  [...document.querySelectorAll<HTMLInputElement>('.ant-picker-range input')].map((input) => [...input.labels!].map((label) => label.textContent).join(' '))

describe('RangePickerOnDemand', () => {
  it('names each box, Start date and End date, drawn closed and once antd’s picker has taken its place', async () => {
    render(<DateRange />)
    expect(names()).toEqual(['Date Range Start date', 'End date'])
    expect(screen.getByRole('textbox', { name: 'Date Range Start date' })).toHaveProperty('readOnly', true)
    expect(screen.getByRole('textbox', { name: 'End date' })).toHaveProperty('placeholder', 'End date')

    // Focused, the real picker comes (its code loaded then) in the same place, focused in the same box.
    fireEvent.focus(screen.getByRole('textbox', { name: 'End date' }))
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'End date' })).toHaveProperty('readOnly', false), { timeout: 10_000 })
    expect(names()).toEqual(['Date Range Start date', 'End date'])
  })
})
