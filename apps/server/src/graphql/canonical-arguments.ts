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
  assertCanonicalInput([[[], variables ?? {}], ...literalArguments(document)])
}

type Part = [readonly (string | number)[], unknown]

/** Each document's literal arguments, found once: the GraphQL server keeps one parsed document per query text. */
const literalsOf = new WeakMap<DocumentNode, Part[]>()

function literalArguments(document: DocumentNode): Part[] {
  let parts = literalsOf.get(document)
  if (!parts) {
    const found: Part[] = []
    visit(document, {
      [Kind.ARGUMENT](node) {
        found.push([[node.name.value], literalValue(node.value)])
      },
    })
    literalsOf.set(document, (parts = found))
  }
  return parts
}
