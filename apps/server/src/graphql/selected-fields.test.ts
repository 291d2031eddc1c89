import { Kind, parse, type FragmentDefinitionNode, type OperationDefinitionNode, type FieldNode } from 'graphql'
import { describe, expect, it } from 'vitest'
import { selectedFieldNames } from './selected-fields'

/** The resolve info of the operation's first root field. */
function infoOf(document: string) {
  const parsed = parse(document)
  const operation = parsed.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!
  const fragments = Object.fromEntries(
    parsed.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]),
  )
  return { fieldNodes: [operation.selectionSet.selections[0] as FieldNode], fragments }
}

describe('selectedFieldNames', () => {
  it('lists the fields directly under the resolved field, not deeper ones', () => {
    expect(selectedFieldNames(infoOf('{ mission(identity: "A") { identity capProgress { approved } } }'))).toEqual(new Set(['identity', 'capProgress']))
  })

  it('follows fragment spreads (each once) and inline fragments', () => {
    const info = infoOf(`
      query { mission(identity: "A") { ...Top ... on Mission { swarms { name } } ...Top } }
      fragment Top on Mission { pinCount ...More }
      fragment More on Mission { campaign { name } }`)
    expect(selectedFieldNames(info)).toEqual(new Set(['pinCount', 'campaign', 'swarms']))
  })
})
