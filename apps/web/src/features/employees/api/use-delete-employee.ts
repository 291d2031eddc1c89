import { useMutation, useQueryClient } from '@tanstack/react-query'
import { graphqlRequest } from '../../../shared/api/graphql'
import { employeeKeys } from './employee.types'

export function useDeleteEmployee() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (identity: string) =>
      graphqlRequest('mutation DeleteEmployee($identity: String!) { deleteEmployee(identity: $identity) { identity } }', { identity }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeeKeys.all }),
  })
}
