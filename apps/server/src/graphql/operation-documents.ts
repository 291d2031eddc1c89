import { Kind, validate, type DefinitionNode, type DocumentNode, type FragmentDefinitionNode, type GraphQLSchema, type OperationDefinitionNode } from 'graphql'

/**
 * The console's GraphQL operations, read from its `*.graphql` files and checked against the schema
 * the way each is sent: with exactly the fragments it uses. `npm run graphql:generate` types them;
 * `npm test` fails on any problem listed here (unnamed or doubled operations, invalid documents).
 */
export interface SourceDocument {
  file: string
  document: DocumentNode
}

export interface CollectedOperations {
  operations: { file: string; operation: OperationDefinitionNode }[]
  fragments: Map<string, FragmentDefinitionNode>
  problems: string[]
}

/** The fragments an operation uses, directly or through other fragments. */
export function fragmentsOf(node: DefinitionNode, fragments: Map<string, FragmentDefinitionNode>, seen = new Set<string>()): FragmentDefinitionNode[] {
  const used: FragmentDefinitionNode[] = []
  const visit = (value: unknown): void => {
    if (!value || typeof value !== 'object') return
    if (Array.isArray(value)) return value.forEach(visit)
    const record = value as { kind?: string; name?: { value: string } }
    if (record.kind === Kind.FRAGMENT_SPREAD && record.name && !seen.has(record.name.value)) {
      seen.add(record.name.value)
      const fragment = fragments.get(record.name.value)
      if (fragment) used.push(fragment, ...fragmentsOf(fragment, fragments, seen))
    }
    for (const [key, child] of Object.entries(value)) if (key !== 'loc') visit(child)
  }
  visit(node)
  return used
}

export const operationTypeName = (operation: OperationDefinitionNode): string =>
  `${operation.name!.value}${operation.operation === 'query' ? 'Query' : operation.operation === 'mutation' ? 'Mutation' : 'Subscription'}`

export function collectOperations(sources: readonly SourceDocument[], schema: GraphQLSchema): CollectedOperations {
  const problems: string[] = []
  const fragments = new Map<string, FragmentDefinitionNode>()
  const operations: { file: string; operation: OperationDefinitionNode }[] = []
  for (const { file, document } of sources) {
    for (const definition of document.definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) {
        if (fragments.has(definition.name.value)) problems.push(`${file}: fragment ${definition.name.value} is defined twice`)
        fragments.set(definition.name.value, definition)
      } else if (definition.kind === Kind.OPERATION_DEFINITION) {
        if (!definition.name) problems.push(`${file}: every operation needs a name`)
        else if (operations.some(({ operation }) => operation.name!.value === definition.name!.value))
          problems.push(`${file}: operation ${definition.name.value} is defined twice`)
        else operations.push({ file, operation: definition })
      }
    }
  }
  for (const { file, operation } of operations) {
    const sent: DocumentNode = { kind: Kind.DOCUMENT, definitions: [operation, ...fragmentsOf(operation, fragments)] }
    for (const error of validate(schema, sent)) {
      const line = error.locations?.[0]?.line
      problems.push(`${file}${line ? ` (${operation.name!.value}, line ${line})` : ''}: ${error.message}`)
    }
  }
  return { operations, fragments, problems }
}
