import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { MissionDeploymentCard, MissionPricingCard } from './MissionInfoCards'
import type { MissionDetails } from '../api/mission-details'

const mission = {
  properties: {
    basePrice: 1150,
    minPrice: 1000,
    maxPrice: 12500,
    avgPrice: null,
    customerCost: 12,
    setupFee: 1750,
    pricingStrategy: 'NORMAL',
    isAnywhereMission: false,
    frequencyCap: null,
  },
} as unknown as MissionDetails

describe('MissionPricingCard', () => {
  it('writes points and money through the console formatter: a comma every three digits, money with two decimals', () => {
    render(
      <MemoryRouter>
        <MissionPricingCard mission={mission} editable={false} />
      </MemoryRouter>,
    )
    expect(screen.getByText('1,150 points')).toBeTruthy()
    expect(screen.getByText('1,000 / 12,500 / —')).toBeTruthy()
    expect(screen.getByText('12.00')).toBeTruthy()
    expect(screen.getByText('1,750.00')).toBeTruthy()
  })
})

describe('MissionDeploymentCard', () => {
  it('writes its counts through the console formatter', () => {
    const deployed = {
      pinCount: 10_000,
      deploymentGroupCount: 500,
      storesInDeploymentCount: 9_302,
      storesInAlignmentCount: 10_000,
      needsRedeployment: false,
    } as unknown as MissionDetails
    render(<MissionDeploymentCard mission={deployed} />)
    expect(screen.getAllByText('10,000')).toHaveLength(2)
    expect(screen.getByText('9,302')).toBeTruthy()
    expect(screen.getByText('500')).toBeTruthy()
  })
})
