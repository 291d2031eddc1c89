import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { EmployeeInput } from '@mc/domain/staff/employee.schema'
import { graphqlRequest } from '../../../shared/api/graphql'
import { CreateEmployeeDocument } from './CreateEmployee.document.generated'
import { UpdateEmployeeDocument } from './UpdateEmployee.document.generated'
import { type Employee } from './employee.types'
import { queryKeys } from '../../../shared/api/query-keys'

/** createEmployee, or updateEmployee when an identity is given. */
export function useSaveEmployee(identity?: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: EmployeeInput): Promise<Employee> =>
      identity
        ? (await graphqlRequest(UpdateEmployeeDocument, { identity, input })).updateEmployee
        : (await graphqlRequest(CreateEmployeeDocument, { input })).createEmployee,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.employees.all }),
  })
}
