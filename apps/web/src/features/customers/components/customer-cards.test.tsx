import { describe, expect, it, vi, afterEach } from 'vitest'
import { render, screen, fireEvent, waitFor } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { MemoryRouter } from 'react-router'
import type { ReactNode } from 'react'
import { CustomerCardGrid } from './CustomerCardGrid'
import { CampaignsCard } from './CampaignsCard'
import { DashboardsCard } from './DashboardsCard'
import { ReportingPeriodsCard } from './SideCards'

function renderWithClient(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  )
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

afterEach(() => vi.unstubAllGlobals())
// antd's first render in jsdom is slow on a shared machine; the default 5 s is too tight.
vi.setConfig({ testTimeout: 30_000 })

describe('customers index grid', () => {
  it('shows 12 placeholders while loading', () => {
    renderWithClient(<CustomerCardGrid customers={[]} loading page={1} onPage={() => undefined} />)
    expect(screen.getAllByTestId('customer-placeholder')).toHaveLength(12)
  })

  it('greys inactive customers and links each card to its customer', () => {
    const base = { description: '', salesforce_customer_id: 'S'.repeat(15), salesforce_opportunity_url: null, logo_url: null }
    renderWithClient(
      <CustomerCardGrid
        customers={[
          { ...base, identity: 'AAAAAAAAAAAA', name: 'Acme', is_current: true },
          { ...base, identity: 'BBBBBBBBBBBB', name: 'Bolt', is_current: false },
        ]}
        loading={false}
        page={1}
        onPage={() => undefined}
      />,
    )
    expect(screen.getByRole('link', { name: /Acme/ })).toHaveProperty('href', expect.stringMatching(/\/customers\/AAAAAAAAAAAA$/))
    const inactiveCard = screen.getByRole('link', { name: /Bolt/ }).firstElementChild as HTMLElement
    expect(inactiveCard.style.opacity).toBe('0.55')
    expect(screen.getByText('Inactive')).toBeTruthy()
  })
})

describe('customer page load failures', () => {
  it('campaigns: "Failed to load Campaigns for" the customer, with a Retry that loads again', async () => {
    const fetchMock = vi.fn(async () => json(500, { message: 'Internal Server Error' }))
    vi.stubGlobal('fetch', fetchMock)
    renderWithClient(<CampaignsCard customerIdentity="AAAAAAAAAAAA" customerName="Acme" />)
    expect(await screen.findByText('Failed to load Campaigns for Acme')).toBeTruthy()
    fetchMock.mockImplementation(async () => json(200, { campaigns: [] }))
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('button', { name: /Create Campaign/ })).toBeTruthy()
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('dashboards: "Failed to load Dashboards for" the customer, and the empty text when there are none', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(500, { message: 'Internal Server Error' })),
    )
    const { unmount } = renderWithClient(<DashboardsCard customerIdentity="AAAAAAAAAAAA" customerName="Acme" />)
    expect(await screen.findByText('Failed to load Dashboards for Acme')).toBeTruthy()
    unmount()
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { sisense_dashboards: [] })),
    )
    renderWithClient(<DashboardsCard customerIdentity="AAAAAAAAAAAA" customerName="Acme" />)
    await waitFor(() => expect(screen.getByText('No Dashboards linked to any Sisense Users of this Customer')).toBeTruthy())
  })
})

describe('ReportingPeriodsCard', () => {
  it("lists the customer's reporting periods with their dates and total, and says when there are none", () => {
    const periods = [
      { id: '1', name: 'FY27 P1', start_date: '2027-01-01', end_date: '2027-01-31' },
      { id: '2', name: 'FY27 P2', start_date: '2027-02-01', end_date: '2027-02-28' },
    ]
    const { unmount } = renderWithClient(<ReportingPeriodsCard customer={{ customer_cap_periods: periods, custom_reporting_periods: { total: 2 } }} />)
    expect(screen.getByText('2 periods')).toBeTruthy()
    expect(screen.getByText('FY27 P1')).toBeTruthy()
    expect(screen.getByText('Feb 1, 2027 – Feb 28, 2027')).toBeTruthy()
    unmount()
    renderWithClient(<ReportingPeriodsCard customer={{ customer_cap_periods: [], custom_reporting_periods: { total: 0 } }} />)
    expect(screen.getByText('No custom reporting periods: reports use calendar periods.')).toBeTruthy()
  })
})
