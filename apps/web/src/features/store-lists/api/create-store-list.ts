import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ApiError, authHeaders, notifyUnauthorized, type FieldErrors } from '../../../shared/api/http'
import type { CreateMissionDeployTemplateMutation } from '../../../shared/api/graphql.generated'
import { CreateMissionDeployTemplateDocument } from './CreateMissionDeployTemplate.document.generated'
import { queryKeys } from '../../../shared/api/query-keys'

export interface CreateStoreListInput {
  name: string
  campaignIdentity: string
  /** The rows as the parse worker wrote them (a JSON array). */
  rowsJson: string
}

interface GraphQLAnswer {
  data?: CreateMissionDeployTemplateMutation | null
  errors?: { message: string; extensions?: { statusCode?: number; fields?: FieldErrors } }[]
  message?: string
}

/**
 * createMissionDeployTemplate. Unlike graphqlRequest, the body is assembled from the JSON text the
 * worker produced, so a 50,000-row list is never serialised (or even held as objects) on the main
 * thread; errors are read exactly as graphqlRequest reads them.
 */
async function createStoreList(input: CreateStoreListInput): Promise<{ identity: string }> {
  const head = `{"query":${JSON.stringify(CreateMissionDeployTemplateDocument)},"variables":{"input":{"name":${JSON.stringify(input.name)},"campaignIdentity":${JSON.stringify(input.campaignIdentity)},"rows":`
  const response = await fetch('/api/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...authHeaders() },
    body: new Blob([head, input.rowsJson, '}}}']),
  })
  if (response.status === 401) notifyUnauthorized()
  const body = (await response.json().catch(() => ({}))) as GraphQLAnswer
  const first = body.errors?.[0]
  if (first) throw new ApiError(first.message, first.extensions?.statusCode ?? response.status, first.extensions?.fields)
  if (!response.ok || !body.data) throw new ApiError(body.message ?? `Request failed (HTTP ${response.status})`, response.status)
  return body.data.createMissionDeployTemplate
}

export function useCreateStoreList() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createStoreList,
    // The campaign page's Recent Store Lists card and the store lists page show the new list at once.
    onSuccess: (_created, input) => queryClient.invalidateQueries({ queryKey: queryKeys.campaigns.detail(input.campaignIdentity) }),
  })
}
