import { Kind, type FragmentDefinitionNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql'

/**
 * The names of the fields selected directly under the field being resolved, through fragments and
 * inline fragments (directives are not evaluated: a skipped field counts as selected). A resolver
 * uses it to read in one statement what its object's field resolvers will ask for.
 */
export function selectedFieldNames(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>): Set<string> {
  const names = new Set<string>()
  const seen = new Set<string>()
  const visit = (selectionSet: SelectionSetNode | undefined) => {
    for (const selection of selectionSet?.selections ?? []) {
      if (selection.kind === Kind.FIELD) names.add(selection.name.value)
      else if (selection.kind === Kind.INLINE_FRAGMENT) visit(selection.selectionSet)
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value)
        visit((info.fragments[selection.name.value] as FragmentDefinitionNode | undefined)?.selectionSet)
      }
    }
  }
  for (const node of info.fieldNodes) visit(node.selectionSet)
  return names
}
