import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { MergePlacesInput } from '@mc/domain/organizations/directory-health.schema'
import { graphqlRequest } from '../../../../shared/api/graphql'
import type { GetPlaceMergeConflictsQuery } from '../../../../shared/api/graphql.generated'
import { GetPlaceMergeConflictsDocument } from './GetPlaceMergeConflicts.document.generated'
import { MergeOrganizationPlacesDocument } from './MergeOrganizationPlaces.document.generated'
import { queryKeys } from '../../../../shared/api/query-keys'

export type PlaceMergeConflict = GetPlaceMergeConflictsQuery['organizationPlaceMergeConflicts'][number]

/**
 * The missions where both stores have a pin, named from `first`'s side (survivorPin is first's pin):
 * the dialog asks which pin each keeps, whichever store the person then chooses to keep.
 */
export function usePlaceMergeConflicts(organization: string, first: string, second: string) {
  return useQuery({
    queryKey: queryKeys.organizations.mergeConflicts(organization, first, second),
    queryFn: async () =>
      (await graphqlRequest(GetPlaceMergeConflictsDocument, { survivorIdentity: first, duplicateIdentity: second })).organizationPlaceMergeConflicts,
  })
}

/**
 * mergeOrganizationPlaces. Refreshes what showed either store: the organization (its places, map and
 * pairs), both stores' pages, and the missions whose pins moved (details, History, pins, groups).
 */
export function useMergePlaces() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: MergePlacesInput) => (await graphqlRequest(MergeOrganizationPlacesDocument, { input })).mergeOrganizationPlaces,
    onSuccess: (merged, input) => {
      const keys = [
        queryKeys.organizations.detail(input.organizationIdentity),
        queryKeys.organizations.organizationPlace(input.survivorIdentity),
        queryKeys.organizations.organizationPlace(input.duplicateIdentity),
        ...merged.missions.flatMap((mission) => [queryKeys.missions.detail(mission), queryKeys.missions.pins(mission), queryKeys.missions.groups(mission)]),
      ]
      for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey })
    },
  })
}
