import { useMutation, useQueryClient } from '@tanstack/react-query'
import { graphqlRequest } from '../../../shared/api/graphql'
import { DeleteEmployeeDocument } from '../../../shared/api/graphql.generated'
import { employeeKeys } from './employee.types'

export function useDeleteEmployee() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (identity: string) =>
      graphqlRequest(DeleteEmployeeDocument, { identity }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeeKeys.all }),
  })
}
