import { useMutation, useQueryClient } from '@tanstack/react-query'
import { graphqlRequest } from '../../../shared/api/graphql'
import { DeleteEmployeeDocument } from '../../../shared/api/graphql.generated'
import { queryKeys } from '../../../shared/api/query-keys'

export function useDeleteEmployee() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (identity: string) => graphqlRequest(DeleteEmployeeDocument, { identity }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.employees.all }),
  })
}
