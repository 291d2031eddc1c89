import { Kind, valueFromASTUntyped, visit, type DocumentNode, type ValueNode } from 'graphql'
import { assertCanonicalInput } from '../http/input-canonical'

/** A literal with its variables left out: they are checked once, under their own names. */
function literalValue(node: ValueNode): unknown {
  if (node.kind === Kind.VARIABLE) return undefined
  if (node.kind === Kind.LIST) return node.values.map(literalValue)
  if (node.kind === Kind.OBJECT) return Object.fromEntries(node.fields.map((field) => [field.name.value, literalValue(field.value)]))
  return valueFromASTUntyped(node)
}

/**
 * GraphQL's side of the input canonicalisation (http/input-canonical.ts): every variable, named
 * by its path (`input.name`), and every literal argument of the document, named by the argument
 * (`identity`, `input.rows.0.city`), must be acceptable text before anything resolves. Runs as a
 * mercurius preExecution hook: after the document and variables validate, before execution.
 */
export function assertCanonicalGraphQLInput(document: DocumentNode, variables: Record<string, unknown> | undefined): void {
  const parts: [readonly (string | number)[], unknown][] = [[[], variables ?? {}]]
  visit(document, {
    [Kind.ARGUMENT](node) {
      parts.push([[node.name.value], literalValue(node.value)])
    },
  })
  assertCanonicalInput(parts)
}
