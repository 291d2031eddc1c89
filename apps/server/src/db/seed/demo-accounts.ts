// Sign-in accounts of the embedded OpenID provider, seeded with matching employees.
// Printed by the start command and used by the e2e and integration tests.

export interface DemoAccount {
  email: string
  password: string
  displayName: string
  /** What the account demonstrates. */
  role: string
  employeeIdentity: string
}

export const DEMO_ACCOUNTS = [
  {
    email: 'admin@missioncontrol.test',
    password: 'admin',
    displayName: 'Alex Morgan',
    role: 'Admin: Mission Control + Admin Workbench, isAdmin',
    employeeIdentity: 'EADMIN000001',
  },
  {
    email: 'ops@missioncontrol.test',
    password: 'ops',
    displayName: 'Jordan Rivera',
    role: 'Operations: Mission Control only, not admin (403 on /api/admin)',
    employeeIdentity: 'EOPS00000001',
  },
  {
    email: 'outsider@missioncontrol.test',
    password: 'outsider',
    displayName: 'Sam Taylor',
    role: 'Outsider: valid sign-in, employee without the Mission Control application (403 everywhere)',
    employeeIdentity: 'EOUTSIDER001',
  },
] as const satisfies readonly DemoAccount[]
