import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { fireEvent, render, screen } from '@testing-library/react'
import { PageTabs } from './PageTabs'

function Tabs() {
  const [open, setOpen] = useState('pins')
  const items = ['groups', 'pins', 'map'].map((key) => ({ key, label: key.toUpperCase(), children: <p>{`${key} content`}</p> }))
  return <PageTabs items={items} activeKey={open} onChange={setOpen} />
}

describe('PageTabs', () => {
  it('draws only the open tab, labelled by its tab, and opens another on a click', () => {
    render(<Tabs />)
    expect(screen.getByRole('tab', { name: 'PINS' }).getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('tabpanel', { name: 'PINS' }).textContent).toBe('pins content')
    expect(screen.queryByText('groups content')).toBeNull()

    fireEvent.click(screen.getByRole('tab', { name: 'MAP' }))
    expect(screen.getByRole('tabpanel', { name: 'MAP' }).textContent).toBe('map content')
    expect(screen.queryByText('pins content')).toBeNull()
  })

  it('moves with the arrows (round the ends), Home and End, focusing and opening the tab', () => {
    render(<Tabs />)
    const key = (name: string, k: string) => fireEvent.keyDown(screen.getByRole('tab', { name }), { key: k })
    key('PINS', 'ArrowRight')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'MAP' }))
    expect(screen.getByRole('tabpanel').textContent).toBe('map content')
    key('MAP', 'ArrowRight')
    expect(screen.getByRole('tabpanel').textContent).toBe('groups content')
    key('GROUPS', 'ArrowLeft')
    expect(screen.getByRole('tabpanel').textContent).toBe('map content')
    key('MAP', 'Home')
    expect(screen.getByRole('tabpanel').textContent).toBe('groups content')
    key('GROUPS', 'End')
    expect(screen.getByRole('tabpanel').textContent).toBe('map content')
    // Only the open tab is in the page's tab order.
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, -1, 0])
  })
})
