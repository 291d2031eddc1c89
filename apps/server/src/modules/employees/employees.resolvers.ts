import type { IResolvers } from 'mercurius'
import { employeeInputSchema } from '@mc/domain/staff/employee.schema'
import type { GraphQLContext } from '../../graphql/graphql-context'
import { parseInput } from '../../http/validate'
import { listApplications, listEmployees, type EmployeeRow } from './employees.repository'
import { createEmployee, deleteEmployee, updateEmployee } from './employees.service'

export const employeesResolvers: IResolvers = {
  Query: {
    employees: async (_root: unknown, _args: unknown, ctx: GraphQLContext) => {
      return listEmployees(ctx.deps.pool)
    },
    applications: async (_root: unknown, _args: unknown, ctx: GraphQLContext) => {
      return (await listApplications(ctx.deps.pool)).map(({ identity, name }) => ({ identity, name }))
    },
  },
  Mutation: {
    createEmployee: async (_root: unknown, args: { input: unknown }, ctx: GraphQLContext) => {
      return createEmployee(ctx.deps, ctx.user.email, parseInput(employeeInputSchema, args.input))
    },
    updateEmployee: async (_root: unknown, args: { identity: string; input: unknown }, ctx: GraphQLContext) => {
      return updateEmployee(ctx.deps, ctx.user.email, args.identity, parseInput(employeeInputSchema, args.input))
    },
    deleteEmployee: async (_root: unknown, args: { identity: string }, ctx: GraphQLContext) => {
      return deleteEmployee(ctx.deps, ctx.user.email, args.identity)
    },
  },
  Employee: {
    createdAt: (row: EmployeeRow) => new Date(row.createdAt).toISOString(),
    channelIdentities: (row: EmployeeRow) => row.channels.map((channel) => channel.identity),
    applicationIdentities: (row: EmployeeRow) => row.applications.map((app) => app.identity),
  },
}
