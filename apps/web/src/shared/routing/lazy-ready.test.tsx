import { Suspense } from 'react'
import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { lazyReady } from './lazy-ready'

const Map = ({ label }: { label: string }) => <p>{label}</p>

describe('lazyReady', () => {
  it('draws the part in the first render when its code has arrived, with no fallback in between', async () => {
    const { Component, load } = lazyReady(async () => ({ Map }), 'Map')
    await load()
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Component label="Places map" />
      </Suspense>,
    )
    expect(screen.getByText('Places map')).toBeTruthy()
    expect(screen.queryByText('Loading…')).toBeNull()
  })

  it('shows the fallback while the code is still on its way, then the part', async () => {
    let arrive: (module: { Map: typeof Map }) => void = () => undefined
    const { Component } = lazyReady(() => new Promise<{ Map: typeof Map }>((resolve) => (arrive = resolve)), 'Map')
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Component label="Places map" />
      </Suspense>,
    )
    expect(screen.getByText('Loading…')).toBeTruthy()
    await act(async () => arrive({ Map }))
    expect(await screen.findByText('Places map')).toBeTruthy()
  })
})
