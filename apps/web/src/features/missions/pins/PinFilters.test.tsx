import { afterEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { PinFilters } from './PinFilters'
import type { PinFilterValues } from './api/mission-pins'

const group = (identity: string, name: string) => ({
  identity,
  name,
  missionIdentity: 'MISSION00001',
  responseGroupCap: null,
  responseFrequencyCap: null,
  targetCount: 0,
  isCapped: false,
  isAvailable: true,
  rewardPoints: null,
  pins: { total: 0, running: 0, available: 0 },
  capProgress: { approved: 0, pending: 0, started: 0, refused: 0, suppressed: 0, abandoned: 0 },
})

/** The server's answer to GetMissionDeploymentGroups: two groups. */
function stubGroupsApi() {
  const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
    const { query, variables } = JSON.parse(String(init.body)) as { query: string; variables: unknown }
    expect(query).toContain('GetMissionDeploymentGroups')
    // The spec's picker loads up to 10000 groups (000 §7).
    expect(variables).toEqual({ identity: 'MISSION00001', page: 1, limit: 10000 })
    const items = [group('GROUP0000001', 'Chicago 01'), group('GROUP0000002', 'Dallas 02')]
    return new Response(JSON.stringify({ data: { missionDeploymentGroups: { total: items.length, items } } }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    })
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

function renderFilters(value: Partial<PinFilterValues> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const filters: PinFilterValues = { state: 'ALL', isRunning: 'ALL', deploymentGroupIdentities: [], ...value }
  render(
    <QueryClientProvider client={client}>
      <PinFilters missionIdentity="MISSION00001" value={filters} onChange={() => undefined} />
    </QueryClientProvider>,
  )
}

afterEach(() => vi.unstubAllGlobals())
// antd's first render in jsdom is slow on a shared machine; the default 5 s is too tight.
vi.setConfig({ testTimeout: 30_000 })

describe('the Pins tab group picker', () => {
  it('asks for the groups only once the picker is wanted, then lists them', async () => {
    const fetchMock = stubGroupsApi()
    renderFilters()
    const picker = screen.getByRole('combobox', { name: 'Deployment groups filter' })
    // A tick for a query that would start on mount.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(fetchMock).not.toHaveBeenCalled()

    fireEvent.pointerEnter(picker.closest('.ant-select')!)
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    fireEvent.mouseDown(picker.closest('.ant-select')!)
    expect(await screen.findByRole('option', { name: 'Dallas 02' }, { timeout: 10_000 })).toBeTruthy()
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('asks at once when a group is already chosen (from the URL), so its tag can be named', async () => {
    const fetchMock = stubGroupsApi()
    renderFilters({ deploymentGroupIdentities: ['GROUP0000002'] })
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    // jsdom lays nothing out, so antd's responsive tags all fold into "+ N": the chosen group is
    // read from the open list instead.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Deployment groups filter' }).closest('.ant-select')!)
    const chosen = await screen.findByRole('option', { name: 'Dallas 02' }, { timeout: 10_000 })
    expect(chosen.getAttribute('aria-selected')).toBe('true')
  })
})
