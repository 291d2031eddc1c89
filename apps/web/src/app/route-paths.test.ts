import { matchRoutes } from 'react-router'
import { describe, expect, it } from 'vitest'
import * as paths from '../shared/routing/paths'
import { pathTo } from '../shared/routing/paths'
import { buildRoutes } from './routes'

/** Each registry pattern filled in with sample values, as a link would be. */
const linked = Object.entries(paths).flatMap(([name, pattern]) => {
  if (typeof pattern !== 'string') return []
  let next = 0
  return [{ name, href: pattern.replace(/:\w+/g, () => `ID${++next}`) }]
})

describe('the route path registry', () => {
  it('leads every link to a route of the console, never to the 404', () => {
    const routes = buildRoutes()
    expect(linked.length).toBeGreaterThan(60)
    const unrouted = linked
      .filter(({ name }) => name !== 'anyOther')
      .filter(({ href }) => {
        const matches = matchRoutes(routes, href) ?? []
        return matches.length === 0 || matches.at(-1)!.route.path === paths.anyOther
      })
    expect(unrouted).toEqual([])
  })

  it('fills a pattern’s parameters in order, and the page reads them back by name', () => {
    const routes = buildRoutes()
    const params = (href: string) => matchRoutes(routes, href)?.at(-1)?.params
    expect(pathTo(paths.mergePlaces, 'O1', 'P1', 'P2')).toBe('/organizations/O1/duplicates/merge/P1/P2')
    expect(params(pathTo(paths.mergePlaces, 'O1', 'P1', 'P2'))).toMatchObject({ identity: 'O1', first: 'P1', second: 'P2' })
    expect(params(pathTo(paths.editMission, 'M1'))).toMatchObject({ identity: 'M1' })
    expect(params(pathTo(paths.newCampaign, 'C1'))).toMatchObject({ identity: 'C1' })
    expect(params(pathTo(paths.resetMayaPassword, 7))).toMatchObject({ id: '7' })
    expect(params(pathTo(paths.oldMission, 'C1', 'K1', 'M1'))).toMatchObject({ customerIdentity: 'C1', campaignIdentity: 'K1', identity: 'M1' })
  })

  it('counts a pattern’s parameters', () => {
    // @ts-expect-error a mission's page needs its identity
    pathTo(paths.mission)
    // @ts-expect-error a merge needs the organization and both places
    pathTo(paths.mergePlaces, 'O1', 'P1')
    expect(pathTo(paths.customers)).toBe('/customers')
  })
})
