import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity'
import {
  GraphQLError,
  Kind,
  isAbstractType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isWrappingType,
  getNamedType,
  getNullableType,
  getOperationAST,
  OperationTypeNode,
  isLeafType,
  isListType,
  type ASTVisitor,
  type DocumentNode,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValidationContext,
  type FragmentDefinitionNode,
} from 'graphql'
import { MAX_PAGE_LIMIT } from '@mc/domain'
import { badRequest } from '../http/errors'

/**
 * What one GraphQL document may ask of the server. Parsing is capped by tokens, validation by
 * depth, selected fields and root selections, execution by an estimated cost: every object it
 * resolves counts 1 (scalars nothing), each list multiplies by the page size it asks for, and
 * items known to be expensive count more. Every figure leaves the console's largest document (checked by
 * a test over all of them) far inside the limit, and refuses in milliseconds what would cost
 * seconds: 1,000 aliases of a list, a page size of a million.
 */
export const GRAPHQL_LIMITS = {
  maxTokens: 20_000,
  maxDepth: 12,
  maxFields: 2_000,
  /** Root fields per operation, aliases counted: each is at least one round trip to the database. */
  maxRootSelections: 10,
  /** Objects an operation may resolve, weighted by their cost: 10,000 rows of a dropdown fit, 10 of them do not. */
  maxCost: 50_000,
  /** The size assumed for a list whose field takes no page size. */
  assumedListSize: 100,
}

const PAGE_SIZE_ARGUMENTS = ['limit', 'first', 'per_page']

/** Lists that take no page size but can be long: a mission's map shows every one of its pins. */
const LIST_SIZE_HINTS: Record<string, number> = { missionMapPins: 10_000 }

/**
 * What each item of these pages costs on top of its objects: a pin's cap status is worked out from
 * its group's and its own responses. Measured on the 10,000-pin demo mission (PGlite, a busy
 * machine): 10 pages of 490 pins ~1 s, of 240 ~0.5 s; at 20 the largest allowed stays near the latter.
 */
const EXTRA_ITEM_COST: Record<string, number> = {
  'Query.missionPins': 20,
  'Mission.pins': 20,
  // A zoomed-out map view and the map legend read every pin's status, as missionMapPins does (its
  // hint above): 100 per assumed item makes each cost what missionMapPins costs, five of them too much.
  'Query.missionMapCells': 100,
  'Query.missionMapCounts': 100,
}

/** Refuses documents that select more fields than any screen needs, counted across fragments. */
export function maxFieldsRule(maxFields: number) {
  return (context: ValidationContext): ASTVisitor => {
    let count = 0
    return {
      [Kind.FIELD]() {
        count++
        if (count === maxFields + 1) {
          context.reportError(new GraphQLError(`The query selects more than ${maxFields} fields.`))
        }
      },
    }
  }
}

function countRootFields(selectionSet: SelectionSetNode, fragments: Map<string, FragmentDefinitionNode>, seen: Set<string>): number {
  let count = 0
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) count += selection.name.value === '__typename' ? 0 : 1
    else if (selection.kind === Kind.INLINE_FRAGMENT) count += countRootFields(selection.selectionSet, fragments, seen)
    else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value)
      const fragment = fragments.get(selection.name.value)
      if (fragment) count += countRootFields(fragment.selectionSet, fragments, seen)
    }
  }
  return count
}

/**
 * At most `maxRootSelections` root fields in each operation, aliases counted. Checked before
 * validation: graphql-js compares every pair of same-named fields, so 1,000 aliases would cost
 * their validation alone a noticeable time.
 */
export function assertRootSelections(document: DocumentNode): void {
  const fragments = new Map<string, FragmentDefinitionNode>()
  for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition)
  const max = GRAPHQL_LIMITS.maxRootSelections
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue
    const count = countRootFields(definition.selectionSet, fragments, new Set())
    if (count > max) {
      throw badRequest(`The operation selects ${count} root fields (aliases count); the limit is ${max}. Send separate requests instead.`, {
        query: [`${count} root fields is over the limit of ${max}.`],
      })
    }
  }
}

/**
 * How deep the operation nests its fields, fragments followed, introspection (`__schema`, `__type`)
 * not counted: a schema's type references nest deeper than any screen's data (the standard
 * introspection query is 15 deep), and introspection is priced by what it would really answer
 * instead (introspectionObjects below).
 */
function depthOf(selectionSet: SelectionSetNode | undefined, fragments: Map<string, FragmentDefinitionNode>, seen: Set<string>): number {
  let deepest = 0
  for (const selection of selectionSet?.selections ?? []) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value.startsWith('__')) continue
      deepest = Math.max(deepest, 1 + depthOf(selection.selectionSet, fragments, seen))
    } else if (selection.kind === Kind.INLINE_FRAGMENT) deepest = Math.max(deepest, depthOf(selection.selectionSet, fragments, seen))
    else if (!seen.has(selection.name.value)) {
      // A fragment spread twice on one path is a cycle, which validation refuses next.
      const fragment = fragments.get(selection.name.value)
      if (fragment) deepest = Math.max(deepest, depthOf(fragment.selectionSet, fragments, new Set([...seen, selection.name.value])))
    }
  }
  return deepest
}

/** At most `maxDepth` fields deep, introspection aside; checked before validation, as the root selections are. */
export function assertDepth(document: DocumentNode): void {
  const fragments = new Map<string, FragmentDefinitionNode>()
  for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition)
  const max = GRAPHQL_LIMITS.maxDepth
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue
    const depth = depthOf(definition.selectionSet, fragments, new Set())
    if (depth > max) {
      throw badRequest(`The operation nests fields ${depth} deep; the limit is ${max}.`, { query: [`A depth of ${depth} is over the limit of ${max}.`] })
    }
  }
}

/** What the introspection pricing reads beside the estimator's arguments. */
interface CostContext {
  schema: GraphQLSchema
  fragments: Map<string, FragmentDefinitionNode>
}

/** One thing introspection describes, as the type that describes it. */
type Described = { kind: '__Schema'; value: GraphQLSchema } | { kind: '__Type' | '__Field' | '__InputValue' | '__EnumValue' | '__Directive'; value: object }

/** The things each introspection field answers with, for one described thing. */
function answersOf(schema: GraphQLSchema, described: Described, field: string): Described[] {
  const many = (kind: Exclude<Described['kind'], '__Schema'>, values: readonly object[]) => values.map((value) => ({ kind, value }))
  const one = (value: object | null | undefined) => (value ? many('__Type', [value]) : [])
  const value = described.value as Record<string, unknown>
  switch (`${described.kind}.${field}`) {
    case '__Schema.types':
      return many('__Type', Object.values(schema.getTypeMap()))
    case '__Schema.queryType':
      return one(schema.getQueryType())
    case '__Schema.mutationType':
      return one(schema.getMutationType())
    case '__Schema.subscriptionType':
      return one(schema.getSubscriptionType())
    case '__Schema.directives':
      return many('__Directive', schema.getDirectives())
    case '__Type.fields':
      return isObjectType(value) || isInterfaceType(value) ? many('__Field', Object.values(value.getFields())) : []
    case '__Type.inputFields':
      return isInputObjectType(value) ? many('__InputValue', Object.values(value.getFields())) : []
    case '__Type.interfaces':
      return isObjectType(value) || isInterfaceType(value) ? many('__Type', value.getInterfaces()) : []
    case '__Type.possibleTypes':
      return isAbstractType(value) ? many('__Type', schema.getPossibleTypes(value)) : []
    case '__Type.enumValues':
      return isEnumType(value) ? many('__EnumValue', value.getValues()) : []
    case '__Type.ofType':
      return isWrappingType(value) ? one(value.ofType) : []
    case '__Field.args':
    case '__Directive.args':
      return many('__InputValue', (value.args as object[] | undefined) ?? [])
    case '__Field.type':
    case '__InputValue.type':
      return one(value.type as object)
    default:
      return [] // a scalar (name, description, kind, …) or __typename
  }
}

/**
 * The objects an introspection field's answer really holds for this schema: its own object and,
 * for each field it selects, every object that field answers with, counted through the selections
 * below it. Remembered per selection and described thing, so a selection nested to the limit is
 * counted in time proportional to the schema, however large the count. The standard introspection
 * query (GraphiQL's, codegen's: getIntrospectionQuery()) counts about 2,400 here; the limit is the
 * same as for data.
 */
function introspectionObjects(
  context: CostContext,
  selectionSet: SelectionSetNode | undefined,
  described: Described,
  memo: Map<SelectionSetNode, WeakMap<object, number>>,
): number {
  if (!selectionSet) return 1
  let known = memo.get(selectionSet)
  if (!known) memo.set(selectionSet, (known = new WeakMap()))
  const cached = known.get(described.value)
  if (cached !== undefined) return cached
  let count = 1
  const visit = (set: SelectionSetNode, spread: Set<string>) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.INLINE_FRAGMENT) visit(selection.selectionSet, spread)
      else if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = context.fragments.get(selection.name.value)
        if (fragment && !spread.has(selection.name.value)) visit(fragment.selectionSet, new Set([...spread, selection.name.value]))
      } else if (selection.selectionSet) {
        for (const answer of answersOf(context.schema, described, selection.name.value)) {
          count += introspectionObjects(context, selection.selectionSet, answer, memo)
        }
      }
    }
  }
  visit(selectionSet, new Set())
  known.set(described.value, count)
  return count
}

/** `__schema` and `__type(name:)` cost the objects their answer holds for this schema (introspectionObjects). */
const introspectionEstimator: ComplexityEstimator = ({ field, node, args, context }) => {
  if (field.name !== '__schema' && field.name !== '__type') return undefined
  const { schema } = context as CostContext
  const memo = new Map<SelectionSetNode, WeakMap<object, number>>()
  if (field.name === '__schema') return introspectionObjects(context as CostContext, node.selectionSet, { kind: '__Schema', value: schema }, memo)
  const type = typeof args.name === 'string' ? schema.getType(args.name) : undefined
  return type ? introspectionObjects(context as CostContext, node.selectionSet, { kind: '__Type', value: type }, memo) : 0
}

/**
 * A list costs its size times what each item selects: the page size it asks for, or the number of
 * identities it names, or a known or assumed size.
 */
const listEstimator: ComplexityEstimator = ({ type, field, args, childComplexity }) => {
  const extraPerItem = EXTRA_ITEM_COST[`${type.name}.${field.name}`] ?? 0
  // A page larger than any list accepts never runs: the list refuses it, naming the field.
  const asked = PAGE_SIZE_ARGUMENTS.map((name) => args[name]).find((value): value is number => typeof value === 'number' && value > 0)
  const pageSize = asked === undefined || asked > MAX_PAGE_LIMIT ? undefined : asked
  if (!isListType(getNullableType(field.type))) {
    // A page object (`{ total pins { ... } }`): its inner list is as long as the page asked for.
    if (!pageSize && !extraPerItem) return undefined
    const items = pageSize ?? GRAPHQL_LIMITS.assumedListSize
    return 1 + Math.ceil(childComplexity * Math.max(1, items / GRAPHQL_LIMITS.assumedListSize)) + extraPerItem * items
  }
  const namedItems = Object.values(args).find((value): value is unknown[] => Array.isArray(value))
  const size = pageSize ?? namedItems?.length ?? LIST_SIZE_HINTS[field.name] ?? GRAPHQL_LIMITS.assumedListSize
  return 1 + size * (Math.max(childComplexity, 1) + extraPerItem)
}

/** The estimated cost of an operation; throws a GraphQLError when its variables do not fit their types. */
export function estimateCost(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown> | undefined, operationName?: string): number {
  const fragments = new Map<string, FragmentDefinitionNode>()
  for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition)
  const context: CostContext = { schema, fragments }
  return getComplexity({
    schema,
    query: document,
    variables: costVariables(variables),
    operationName,
    context,
    estimators: [introspectionEstimator, listEstimator, objectEstimator],
  })
}

/**
 * The variables as far as the cost reads them: each variable's own value whole (a page size, or the
 * list of identities a list is as long as), but a list inside an input object cut to its first item,
 * which still shows its type. The estimator never counts those, and coercing them all cost as much
 * as executing: a 50,000-row store list's rows were coerced once here and once again to run.
 */
export function costVariables(variables: Record<string, unknown> | undefined): Record<string, unknown> {
  const firstItems = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.slice(0, 1).map(firstItems)
    if (value === null || typeof value !== 'object') return value
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, firstItems(inner)]))
  }
  return Object.fromEntries(
    Object.entries(variables ?? {}).map(([name, value]) => [
      name,
      Array.isArray(value) || value === null || typeof value !== 'object' ? value : firstItems(value),
    ]),
  )
}

/** A scalar costs nothing beyond the object that holds it; each object resolved costs 1. */
const objectEstimator: ComplexityEstimator = ({ field, childComplexity }) => (isLeafType(getNamedType(field.type)) ? 0 : 1 + childComplexity)

/**
 * Costs already estimated, per document and then operation and variables. The GraphQL server
 * keeps one parsed document per query text, so a polled call (same document, same variables)
 * is estimated once; a document's entries are bounded, and go with it when the server drops it.
 */
const estimated = new WeakMap<DocumentNode, Map<string, number>>()
const ESTIMATES_PER_DOCUMENT = 256
/** Only queries (what is polled) with small variables are remembered: a mutation may carry megabytes. */
const CACHED_VARIABLES_MAX_CHARS = 4096

function cachedCost(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown> | undefined, operationName?: string): number {
  if (getOperationAST(document, operationName)?.operation !== OperationTypeNode.QUERY) return estimateCost(schema, document, variables, operationName)
  let costs = estimated.get(document)
  if (!costs) estimated.set(document, (costs = new Map()))
  const key = `${operationName ?? ''}\u0000${JSON.stringify(variables ?? {})}`
  let cost = costs.get(key)
  if (cost === undefined) {
    cost = estimateCost(schema, document, variables, operationName)
    if (key.length > CACHED_VARIABLES_MAX_CHARS) return cost
    if (costs.size >= ESTIMATES_PER_DOCUMENT) costs.clear()
    costs.set(key, cost)
  }
  return cost
}

/** Refuses (400) an operation whose estimated cost is over the budget, before anything runs. */
export function assertWithinCost(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown> | undefined, operationName?: string): void {
  let cost: number
  try {
    cost = cachedCost(schema, document, variables, operationName)
  } catch (error) {
    // A document whose fragments expand past what the estimate walks (graphql-query-complexity's
    // 10,000 nodes) is refused as over the limit: it would cost more than any that fits.
    if (error instanceof GraphQLError && /maximum allowed number of nodes/.test(error.message)) {
      throw badRequest(
        `The query is too expensive: it expands to more than 10000 fields, the limit is ${GRAPHQL_LIMITS.maxCost} objects. Ask for fewer fields.`,
        {
          query: ['The query expands to more than 10000 fields.'],
        },
      )
    }
    // Variables that do not fit their types: execution refuses them next, naming the variable.
    if (error instanceof GraphQLError) return
    throw error
  }
  if (cost > GRAPHQL_LIMITS.maxCost) {
    throw badRequest(
      `The query is too expensive: its estimated cost is ${cost}, the limit is ${GRAPHQL_LIMITS.maxCost}. Ask for smaller pages or fewer fields.`,
      { query: [`Estimated cost ${cost} is over the limit of ${GRAPHQL_LIMITS.maxCost}.`] },
    )
  }
}
