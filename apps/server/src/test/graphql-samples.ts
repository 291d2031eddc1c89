import {
  astFromValue,
  getNamedType,
  print,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql'

/** A GraphQL literal of the given input type: enough to pass validation, pointing at nothing real. */
function sampleLiteral(type: GraphQLInputType): string {
  return print(astFromValue(sampleValue(type), type)!)
}

/** `(identity: "ABCDEFGHJKLM", ...)` for the field's required arguments, or nothing. */
export function sampleArguments(field: GraphQLField<unknown, unknown>): string {
  const required = field.args.filter((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined)
  return required.length ? `(${required.map((arg) => `${arg.name}: ${sampleLiteral(arg.type)}`).join(', ')})` : ''
}

/** A valid one-field operation: the field with sample arguments, selecting `__typename` of an object. */
export function oneFieldDocument(operation: 'query' | 'mutation', field: GraphQLField<unknown, unknown>, directive = ''): string {
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }'
  return `${operation} { ${field.name}${sampleArguments(field)}${directive}${selection} }`
}

/** A JavaScript value of the given input type (for variables), as `sampleLiteral` writes one. */
export function sampleValue(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType)
  if (isListType(type)) return [sampleValue(type.ofType)]
  if (isEnumType(type)) return type.getValues()[0]!.value
  if (isInputObjectType(type)) {
    const required = Object.values(type.getFields()).filter((field) => isNonNullType(field.type) && field.defaultValue === undefined)
    return Object.fromEntries(required.map((field) => [field.name, sampleValue(field.type)]))
  }
  const scalar = getNamedType(type).name
  if (scalar === 'Int') return 1
  if (scalar === 'Float') return 1.5
  if (scalar === 'Boolean') return true
  return 'ABCDEFGHJKLM'
}
