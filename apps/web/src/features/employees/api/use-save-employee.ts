import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { EmployeeInput } from '@mc/domain/staff/employee.schema'
import { graphqlRequest } from '../../../shared/api/graphql'
import { EMPLOYEE_FIELDS, employeeKeys, type Employee } from './employee.types'

const CREATE = `mutation CreateEmployee($input: EmployeeInput!) { createEmployee(input: $input) { ${EMPLOYEE_FIELDS} } }`
const UPDATE = `mutation UpdateEmployee($identity: String!, $input: EmployeeInput!) { updateEmployee(identity: $identity, input: $input) { ${EMPLOYEE_FIELDS} } }`

/** createEmployee, or updateEmployee when an identity is given. */
export function useSaveEmployee(identity?: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: EmployeeInput): Promise<Employee> =>
      identity
        ? (await graphqlRequest<{ updateEmployee: Employee }>(UPDATE, { identity, input })).updateEmployee
        : (await graphqlRequest<{ createEmployee: Employee }>(CREATE, { input })).createEmployee,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeeKeys.all }),
  })
}
