import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { UploadRow } from '@mc/domain/store-lists/store-list-row'
import { graphqlRequest } from '../../../shared/api/graphql'

const MUTATION = /* GraphQL */ `
  mutation CreateMissionDeployTemplate($input: CreateMissionDeployTemplateInput!) {
    createMissionDeployTemplate(input: $input) { identity }
  }`

export interface CreateStoreListInput {
  name: string
  campaignIdentity: string
  rows: UploadRow[]
}

export function useCreateStoreList() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: CreateStoreListInput) =>
      (await graphqlRequest<{ createMissionDeployTemplate: { identity: string } }>(MUTATION, { input })).createMissionDeployTemplate,
    onSuccess: (_created, input) => queryClient.invalidateQueries({ queryKey: ['campaign', input.campaignIdentity] }),
  })
}
