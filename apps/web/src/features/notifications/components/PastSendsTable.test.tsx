import { afterEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, render, screen } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { MemoryRouter } from 'react-router'
import { PastSendsTable } from './PastSendsTable'

const send = {
  id: '1',
  title: 'New pilot mission for you',
  body: 'Open the app to see it.',
  sentBy: 'ops@missioncontrol.test',
  status: 'SENT',
  createdAt: '2026-11-25T15:00:00.000Z',
  finishedAt: '2026-11-25T15:01:00.000Z',
}

/** The server's answer to PushNotifications: a send to a listed 12,500 bees and one to all bees. */
function stubHistory() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      const data = [
        { ...send, id: '1', target: 'LIST', requestedCount: 12500, beesNotified: 11873, deliveredCount: 11871, deliveredBeeIds: ['b0000001', 'b0000002'] },
        { ...send, id: '2', target: 'ALL', requestedCount: 0, beesNotified: 240318, deliveredCount: 240001, deliveredBeeIds: [] },
      ]
      const body = { data: { pushNotifications: { data, meta: { currentPage: 1, totalElements: 2, size: 10 } } } }
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })
    }),
  )
}

afterEach(() => vi.unstubAllGlobals())
// antd's first render in jsdom is slow on a shared machine; the default 5 s is too tight.
vi.setConfig({ testTimeout: 30_000 })

describe('past notifications', () => {
  it('writes audiences, push-enabled and delivered counts with a comma every three digits', async () => {
    stubHistory()
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <PastSendsTable />
        </MemoryRouter>
      </QueryClientProvider>,
    )
    expect(await screen.findByText('12,500 listed bees')).toBeTruthy()
    expect(screen.getByText('11,873')).toBeTruthy()
    expect(screen.getByText('240,318')).toBeTruthy()
    expect(screen.getByText('240,001')).toBeTruthy()

    fireEvent.click(screen.getAllByRole('button', { name: /expand row/i })[0]!)
    expect(await screen.findByText('and 11,869 more')).toBeTruthy()
  })
})
