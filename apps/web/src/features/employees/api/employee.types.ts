import type { ApplicationsQuery, EmployeeFieldsFragment } from '../../../shared/api/graphql.generated'

/** spec 001 §3 Employee, as the GraphQL employees query returns it (employees.graphql). */
export type Employee = EmployeeFieldsFragment
export type Application = ApplicationsQuery['applications'][number]
