import { afterEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { App } from 'antd'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { MERGE_MESSAGES } from '@mc/domain/organizations/directory-health'
import { unsavedChangesMessages } from '@mc/domain/common/unsaved-changes.messages'
import { MergePlacesModal } from './MergePlacesModal'

const ORG = 'ORGTEST00001'
const FIRST = 'OPFIRST00001'
const SECOND = 'OPSECOND0001'
const MISSION = 'MISSION00001'

const place = (identity: string, address: string, storeNumber: string | null, pins: number) => ({
  organization_place: {
    identity,
    address,
    store_number: storeNumber,
    pin_count: pins,
    name: null,
    place_identity: `PL${identity.slice(2)}`,
    location_approximate: false,
  },
  missions: [],
})

/** The server: the two stores, one mission where both are pinned, and the merge (its variables kept). */
function stubServer(): { merges: unknown[] } {
  const merges: unknown[] = []
  const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === `/api/organization_places/${FIRST}.json`) return json(place(FIRST, '1500 S Lynn Riggs Blvd, Claremore, OK 74017', null, 1))
      if (url === `/api/organization_places/${SECOND}.json`) return json(place(SECOND, '1500 Lynn Riggs Blvd, Claremore, OK 74017', '27', 3))
      const { query, variables } = JSON.parse(String(init?.body)) as { query: string; variables: { input: { duplicateIdentity: string } } }
      if (query.includes('organizationPlaceMergeConflicts')) {
        const conflict = {
          missionIdentity: MISSION,
          missionName: 'Holiday Audit',
          survivorPin: 'PINFIRST0001',
          survivorResponses: 0,
          duplicatePin: 'PINSECOND001',
        }
        return json({ data: { organizationPlaceMergeConflicts: [{ ...conflict, duplicateResponses: 4 }] } })
      }
      merges.push(variables.input)
      const merged = { survivorIdentity: SECOND, removedIdentity: variables.input.duplicateIdentity, movedPins: 0, removedPins: 1, movedResponses: 0 }
      return json({ data: { mergeOrganizationPlaces: { ...merged, storeListRows: 0, missions: [MISSION] } } })
    }),
  )
  return { merges }
}

function renderDialog() {
  // A data router, as the console's: the form's unsaved-changes guard blocks navigations through it.
  const router = createMemoryRouter(
    [
      { path: '/organizations/:identity/duplicates/merge/:first/:second', element: <MergePlacesModal /> },
      { path: '*', element: <p>closed</p> },
    ],
    { initialEntries: [`/organizations/${ORG}/duplicates/merge/${FIRST}/${SECOND}`] },
  )
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  )
}

afterEach(() => vi.unstubAllGlobals())
vi.setConfig({ testTimeout: 30_000 })

describe('the merge dialog', () => {
  it('suggests keeping the place with more pins and will not merge before each shared mission has a pin chosen', async () => {
    const { merges } = stubServer()
    renderDialog()
    const keepSecond = await screen.findByRole('radio', { name: /1500 Lynn Riggs Blvd/ })
    expect((keepSecond as HTMLInputElement).checked).toBe(true)
    expect(screen.getByText(/Both places have a pin in 1 mission/)).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Merge' }))
    expect(await screen.findByText(MERGE_MESSAGES.choosePin)).toBeTruthy()
    expect(merges).toEqual([])
  })

  it('sends which place stays and, per mission, whether its pin or the other one stays', async () => {
    const { merges } = stubServer()
    renderDialog()
    // Keep the first place, but the second place's pin (with its 4 responses) in the shared mission.
    fireEvent.click(await screen.findByRole('radio', { name: /1500 S Lynn Riggs Blvd/ }))
    fireEvent.click(screen.getByRole('radio', { name: /PINSECOND001 \(4 responses\)/ }))
    fireEvent.click(screen.getByRole('button', { name: 'Merge' }))
    await waitFor(() => expect(merges).toHaveLength(1))
    expect(merges[0]).toEqual({
      organizationIdentity: ORG,
      survivorIdentity: FIRST,
      duplicateIdentity: SECOND,
      keepInMissions: [{ missionIdentity: MISSION, keep: 'DUPLICATE' }],
    })
    expect(await screen.findByText('closed')).toBeTruthy()
  })

  it('opens clean on its suggested place: Cancel closes at once', async () => {
    stubServer()
    renderDialog()
    // Drawn with the places, the suggested survivor is where it starts: Cancel closes at once.
    await screen.findByRole('radio', { name: /1500 Lynn Riggs Blvd/ })
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(await screen.findByText('closed')).toBeTruthy()
  })

  it('asks before closing once another place is chosen', async () => {
    stubServer()
    renderDialog()
    fireEvent.click(await screen.findByRole('radio', { name: /1500 S Lynn Riggs Blvd/ }))
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(await screen.findByText(unsavedChangesMessages.discardTitle, { selector: '.ant-modal-confirm-title' })).toBeTruthy()
    expect(screen.queryByText('closed')).toBeNull()
  })
})
