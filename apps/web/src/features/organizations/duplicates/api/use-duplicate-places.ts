import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { graphqlRequest } from '../../../../shared/api/graphql'
import type { GetOrganizationDuplicatePlacesQuery } from '../../../../shared/api/graphql.generated'
import { GetOrganizationDuplicatePlacesDocument } from './GetOrganizationDuplicatePlaces.document.generated'
import { queryKeys } from '../../../../shared/api/query-keys'

export type DuplicatePlacePair = GetOrganizationDuplicatePlacesQuery['organizationDuplicatePlaces']['items'][number]

/** One page of the organization's probable duplicate pairs; the page shown stays while the next loads. */
export function useDuplicatePlaces(identity: string, page: number, limit: number) {
  return useQuery({
    queryKey: queryKeys.organizations.duplicatesPage(identity, page, limit),
    queryFn: async () => (await graphqlRequest(GetOrganizationDuplicatePlacesDocument, { identity, page, limit })).organizationDuplicatePlaces,
    placeholderData: keepPreviousData,
  })
}
