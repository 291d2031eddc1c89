import { employeeInputSchema } from '@mc/domain/staff/employee.schema'
import type { Resolvers } from '../../graphql/resolvers.generated'
import { parseInput } from '../../http/validate'
import { listApplications, listEmployees } from './employees.repository'
import { createEmployee, deleteEmployee, updateEmployee } from './employees.service'

export const employeesResolvers: Resolvers = {
  Query: {
    employees: async (_root, _args, ctx) => {
      return listEmployees(ctx.deps.pool)
    },
    applications: async (_root, _args, ctx) => {
      return (await listApplications(ctx.deps.pool)).map(({ identity, name }) => ({ identity, name }))
    },
  },
  Mutation: {
    createEmployee: async (_root, args, ctx) => {
      return createEmployee(ctx.deps, ctx.user.email, parseInput(employeeInputSchema, args.input))
    },
    updateEmployee: async (_root, args, ctx) => {
      return updateEmployee(ctx.deps, ctx.user.email, args.identity, parseInput(employeeInputSchema, args.input))
    },
    deleteEmployee: async (_root, args, ctx) => {
      return deleteEmployee(ctx.deps, ctx.user.email, args.identity)
    },
  },
  Employee: {
    createdAt: (row) => new Date(row.createdAt).toISOString(),
    channelIdentities: (row) => row.channels.map((channel) => channel.identity),
    applicationIdentities: (row) => row.applications.map((app) => app.identity),
  },
}
