import { describe, expect, it } from 'vitest'
import { lookupTableScreens } from '@mc/domain/staff/lookup-tables.screens'
import { adminScreens } from '../shared/resource/admin-screens'
import * as paths from '../shared/routing/paths'
import { adminMenu, declaredAdminScreens } from './admin-menu'

const links = adminMenu.flatMap((group) => group.children.map((link) => ({ ...link, group: group.key })))

describe('the admin menu, built from the declared admin screens', () => {
  it("has the spec's groups and entries in order (001 §2)", () => {
    expect(adminMenu.map((group) => [group.label, group.children.map((link) => link.label)])).toEqual([
      // Audit is ours (issue 38), after the spec's entries of its group.
      ['Tables', ['Employees', 'Maya Users', 'Audit']],
      ['Analytics', ['Dashboard/Responsibilities', 'Analytics Cubes', 'Customers', 'Group Types', 'Roles', 'Dashboards', 'Cube Types', 'Process Log Types']],
      ['Customer', ['Responsibilities', 'Campaign Property Types', 'Pending Action Types']],
      ['Employee', ['Applications', 'Channels']],
      ['Generic', ['Data Validation Checks', 'File Content Types', 'Meta Tags', 'Processing Statuses']],
      ['Mission', ['Eligibility Types', 'Question References']],
      ['Place', ['License Types', 'Place Types', 'Provenances', 'Organization Group Types', 'Organization Types', 'Relationship Types']],
      ['Swarm', ['Bee Profile Types', 'License Types', 'Provenances']],
    ])
  })

  it('lists every declared screen once, in its group, leading to its page', () => {
    expect(declaredAdminScreens).toHaveLength(Object.keys(adminScreens).length + Object.keys(lookupTableScreens).length)
    for (const screen of declaredAdminScreens) {
      expect(links.filter((link) => link.to === screen.to)).toEqual([{ key: screen.key, label: screen.label, to: screen.to, group: screen.group }])
    }
    expect(links.find((link) => link.label === 'Maya Users')?.to).toBe(paths.mayaUsers)
  })

  it('leads every entry no screen declares to the admin dashboard, with keys unique', () => {
    const declared = new Set(declaredAdminScreens.map((screen) => screen.to))
    for (const link of links.filter((l) => !declared.has(l.to))) expect(link.to).toBe(paths.adminDashboard)
    expect(new Set(links.map((link) => link.key)).size).toBe(links.length)
  })
})
