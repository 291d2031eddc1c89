/** spec 001 §3 Employee, as the GraphQL employees query returns it. */
export interface Employee {
  identity: string
  firstName: string
  lastName: string
  title: string
  officeLocation: string | null
  email: string | null
  credentials: { email: string; isActive: boolean; primary: boolean }[]
  applications: Application[]
  createdAt: string
  isActive: boolean
  isAdmin: boolean
  applicationIdentities: string[]
}

export interface Application {
  identity: string
  name: string
}

export const EMPLOYEE_FIELDS = `identity firstName lastName title officeLocation email createdAt isActive isAdmin applicationIdentities
  credentials { email isActive primary } applications { identity name }`

export const employeeKeys = {
  all: ['employees'] as const,
  applications: ['employees', 'applications'] as const,
}
