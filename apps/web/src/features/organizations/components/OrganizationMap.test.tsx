import { describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import type { ReactNode } from 'react'
import type { MapPoint } from '../../../shared/map/map-points'
import { OrganizationMap } from './OrganizationMap'

// Leaflet draws nothing in jsdom: the map and its two kinds of markers stand in as plain elements,
// so what is checked is which markers the organization's map draws, and that their code, loaded
// apart from the map's, arrives.
vi.mock('../../../shared/map/BaseMap', () => ({ BaseMap: ({ children }: { children: ReactNode }) => <div data-testid="map">{children}</div> }))
vi.mock('../../../shared/map/CircleMarkers', () => ({ CircleMarkers: ({ points }: { points: MapPoint[] }) => <p>{points.length} circle markers</p> }))
vi.mock('../../../shared/map/ClusteredMarkers', () => ({ ClusteredMarkers: ({ points }: { points: MapPoint[] }) => <p>{points.length} clustered markers</p> }))

const places = (count: number): MapPoint[] => Array.from({ length: count }, (_, i) => ({ key: `P${i}`, lat: 41 + i / 10_000, lng: -87 }))

function drawMap(points: MapPoint[]) {
  render(
    <MemoryRouter>
      <OrganizationMap points={points} />
    </MemoryRouter>,
  )
}

describe('OrganizationMap', () => {
  it('draws one marker per place up to 5,000 places, once the markers code it loads beside the places is in', async () => {
    drawMap(places(5_000))
    expect(await screen.findByText('5000 circle markers')).toBeTruthy()
    expect(screen.queryByText(/clustered markers/)).toBeNull()
  })

  it('clusters past 5,000 places, once the clustering code it loads on demand is in', async () => {
    drawMap(places(5_001))
    expect(await screen.findByText('5001 clustered markers')).toBeTruthy()
    expect(screen.queryByText(/circle markers/)).toBeNull()
  })
})
