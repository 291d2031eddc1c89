import type { ReactNode } from 'react'
import { act, render, renderHook } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { LiveEvent } from '@mc/domain'
import { SESSION_KEY } from '../auth/session-store'
import { bindNotifications } from '../feedback/notify'
import { noticeColleague, LIVE_SAFETY_POLL_MS, pollEvery, dispatchLiveEvent, setLiveStatus, useLiveEvents, useLiveStatus } from './live'

// The first subscriber opens the channel: not here.
const { openLiveChannel } = vi.hoisted(() => ({ openLiveChannel: vi.fn() }))
vi.mock('./live-connection', () => ({ openLiveChannel }))

const client = new QueryClient()
const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>

afterEach(() => {
  setLiveStatus('off')
  localStorage.clear()
})

const event: LiveEvent = { type: 'coverageReport.finished', reportId: 'R1', missionId: 'M1', status: 'DONE' }

describe('pollEvery', () => {
  it('polls at the screen’s interval until the channel is live, rarely while it is, and at once again when it falls back', () => {
    const interval = pollEvery(10_000)
    const { result } = renderHook(() => useLiveStatus())
    expect(interval()).toBe(10_000)
    act(() => setLiveStatus('connecting'))
    expect(interval()).toBe(10_000)
    act(() => setLiveStatus('live'))
    expect(interval()).toBe(LIVE_SAFETY_POLL_MS)
    expect(result.current).toBe('live')
    expect(document.documentElement.dataset.liveStatus).toBe('live')
    act(() => setLiveStatus('polling'))
    expect(interval()).toBe(10_000)
    expect(pollEvery()()).toBe(60_000)
  })
})

describe('useLiveEvents', () => {
  it('runs one handler per key however many components subscribe under it, and stops at unmount; the first opens the channel, once', async () => {
    const first = vi.fn()
    const second = vi.fn()
    const other = vi.fn()
    function Subscriber({ name, handler }: { name: string; handler: (e: LiveEvent, id: string) => void }) {
      useLiveEvents(name, handler)
      return null
    }
    const view = render(
      <QueryClientProvider client={client}>
        <Subscriber name="mission:M1" handler={first} />
        <Subscriber name="mission:M1" handler={second} />
        <Subscriber name="coverage" handler={other} />
      </QueryClientProvider>,
    )
    dispatchLiveEvent(event, '5')
    expect(first.mock.calls.length + second.mock.calls.length).toBe(1)
    expect(other).toHaveBeenCalledWith(event, '5')
    await vi.waitFor(() => expect(openLiveChannel).toHaveBeenCalledTimes(1), { timeout: 3000 })
    view.unmount()
    dispatchLiveEvent(event, '6')
    expect(other).toHaveBeenCalledTimes(1)
  })

  it('keeps the other subscribers going when one handler throws', () => {
    const after = vi.fn()
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    renderHook(
      () => {
        useLiveEvents('a', () => {
          throw new Error('boom')
        })
        useLiveEvents('b', after)
      },
      { wrapper },
    )
    dispatchLiveEvent(event, '7')
    expect(after).toHaveBeenCalled()
    error.mockRestore()
  })
})

describe('noticeColleague', () => {
  it('names a colleague and what they did, once per event, and says nothing of the user’s own changes', () => {
    localStorage.setItem(SESSION_KEY, JSON.stringify({ idToken: 't', expiresAt: Date.now() + 60_000, profile: { email: 'Me@X.test' } }))
    const info = vi.fn()
    bindNotifications({ info } as never)
    noticeColleague('1', { email: 'jordan@x.test', name: 'Jordan Rivera' }, 'paused 12 pins')
    noticeColleague('1', { email: 'jordan@x.test', name: 'Jordan Rivera' }, 'paused 12 pins')
    noticeColleague('2', { email: 'me@x.test', name: 'Me' }, 'paused 1 pin')
    noticeColleague('3', null, 'processed a list')
    expect(info.mock.calls).toEqual([[{ title: 'Jordan Rivera paused 12 pins', description: undefined, placement: 'topRight' }]])
  })
})
