import fc from 'fast-check'
import {
  astFromValue,
  getNamedType,
  visit,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isScalarType,
  print,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql'
import { hostileAny, mutationsArb, textHasControl, toPlainJson, type Mutation, applyMutations } from './hostile-values'
import { seededRandom } from '../../db/seed/random'
import { Picker, type Pools } from './pools'

/**
 * Arguments for any mutation of the schema, derived from its input types: plausible values
 * (identities and ids of the seeded database, dates near today) with hostile ones mixed in, sent
 * as variables or written into the document as literals.
 */
export interface GraphQLFuzzInput {
  mode: 'plausible' | 'mutated' | 'random'
  query: string
  variables: Record<string, unknown>
  /** The variables as built (may hold RawJson tokens); the request body is written from this. */
  rawVariables: unknown
  /** Whether any text sent (variables or literals) holds a character the canonicaliser refuses. */
  hasControlCharacters: boolean
}

const MISSION_STATES = ['CREATED', 'TESTING', 'ENABLED', 'DISABLED', 'CLOSED']

interface LeafContext {
  mutation: string
  /** The input object type the value sits in, if any. */
  parent?: string
  index: number
}

const today = () => new Date().toISOString().slice(0, 10)
const later = (a: string, b: string) => (a > b ? a : b)

/** The mission an input is about, chosen once per input (a custom-period one for cap periods). */
function focusMission(pick: Picker, mutation: string) {
  return pick.memo('mission', () => {
    const open = pick.pools.missionRows.filter((row) => row.open || pick.chance(0.1))
    const rows = /CapPeriod/.test(mutation) ? open.filter((row) => row.custom) : /Anywhere/.test(mutation) ? open.filter((row) => row.anywhere) : open
    return pick.one(rows.length ? rows : pick.pools.missionRows)
  })
}
const focusGroup = (pick: Picker) => pick.memo('group', () => pick.one(pick.pools.groupRows))
const focusCampaign = (pick: Picker) => pick.memo('campaign', () => pick.one(pick.pools.openCampaigns))
/** The two stores a directory merge names, of one organization. */
const focusPlacePair = (pick: Picker) => pick.memo('place pair', () => pick.one(pick.pools.placePairs))

/** Dates that fit what the input is about: the campaign of a new mission, the mission of a cap period. */
function plausibleDate(name: 'startDate' | 'endDate', pick: Picker, ctx: LeafContext): string {
  const range = pick.memo(`dates ${ctx.index}`, () => {
    if (ctx.mutation === 'createMission') {
      const campaign = focusCampaign(pick)
      const start = pick.dateBetween(later(today(), campaign.start), campaign.end)
      return { start, end: pick.dateBetween(start, campaign.end) }
    }
    if (ctx.mutation === 'patchMission') {
      // A started mission keeps its dates; an edit sends them unchanged.
      const mission = focusMission(pick, ctx.mutation)
      return { start: mission.start, end: mission.end }
    }
    if (/CapPeriod/.test(ctx.mutation)) {
      const mission = focusMission(pick, ctx.mutation)
      const start = pick.dateBetween(later(pick.date(1), mission.start), later(pick.date(1), mission.end))
      return { start, end: pick.dateBetween(start, later(start, mission.end)) }
    }
    const start = pick.date(pick.int(0, 5))
    return { start, end: pick.date(pick.int(6, 60)) }
  })
  return name === 'startDate' ? range.start : range.end
}

function plausibleString(name: string, pick: Picker, ctx: LeafContext): string {
  const { pools } = pick
  const { mutation } = ctx
  switch (name) {
    case 'identity':
    case 'identities':
      if (/Employee/.test(mutation)) return pick.one(pools.employees)
      if (/Group/.test(mutation)) return focusGroup(pick).identity
      if (/Pin/.test(mutation)) return pick.one(pools.pins)
      return focusMission(pick, mutation).identity
    case 'missionIdentity':
      return /Group/.test(mutation) ? focusGroup(pick).mission : focusMission(pick, mutation).identity
    case 'campaignIdentity':
      return focusCampaign(pick).identity
    case 'organizationIdentity':
      return focusPlacePair(pick).organization
    case 'survivorIdentity':
      return focusPlacePair(pick).survivor
    case 'duplicateIdentity':
      return focusPlacePair(pick).duplicate
    case 'taskIdentity':
      return pick.one(pools.taskSummaries)
    case 'orgPlaceIdentity':
    case 'orgPlaceIdentities':
    case 'wiserStoreId':
      return pick.one(pools.orgPlaces)
    case 'deploymentGroupIdentities':
      return pick.one(pools.groups)
    case 'applicationIdentities':
      return pick.one(pools.applications)
    case 'beeIds':
      return pick.one(pools.bees)
    case 'wiserMissionId': {
      const ofCampaign = pools.missionRows.filter((row) => row.campaign === focusCampaign(pick).identity)
      const mission = pick.one(ofCampaign.length ? ofCampaign : pools.missionRows)
      return pick.chance(0.5) ? mission.identity : String(mission.legacy)
    }
    case 'customerName':
      return pick.one(pools.customerNames)
    case 'email':
      return `${pick.name('fuzz').replace(' ', '.').toLowerCase()}@example.com`
    case 'password':
      return 'Fuzz-password-1'
    case 'startDate':
    case 'endDate':
      return plausibleDate(name, pick, ctx)
    case 'state':
      return ctx.parent === 'MissionDeployTemplateRowInput' ? pick.one(['IL', 'OR', 'TX']) : pick.one(MISSION_STATES)
    case 'capPeriodType':
      return mutation === 'createMission' && focusCampaign(pick).customPeriods ? pick.one(['SIMPLE', 'CUSTOM']) : 'SIMPLE'
    case 'salesforceOpportunityID':
      return '006FUZZ000000000'
    case 'description':
      return 'A description written by the fuzz test'
    case 'body':
      return 'A push message from the fuzz test'
    case 'storeNumber':
      return String(pick.int(1, 3000))
    case 'streetAddress':
      return `${pick.int(1, 999)} Main St`
    case 'city':
      return pick.one(['Springfield', 'Portland', 'Austin'])
    case 'postalCode':
      return pick.one(['62701', '97201', '73301'])
    case 'country':
      return 'US'
    case 'organizationName':
      return pick.one(['Evergreen Pharmacy', 'Fuzzmart'])
    case 'groupName':
      return pick.one(['Fuzz group A', 'Fuzz group B'])
    // The Pins tab's search in "select all matching": none, a store number's start, a street, a city, nothing found.
    case 'search':
      return pick.one(['', '0', '00', 'Main', 'Springfield', 'no such store'])
    default:
      return pick.name(name)
  }
}

function plausibleInt(name: string, pick: Picker, ctx: LeafContext): number {
  const { pools } = pick
  switch (name) {
    case 'id':
      return pick.one(pools.mayaUserIds)
    case 'legacyIdentity':
      return focusMission(pick, ctx.mutation).legacy
    case 'qnsLevel':
      return pick.int(3, 5)
    case 'price':
      return pick.int(200, 4999)
    case 'rowNumber':
      return ctx.index + 3
    case 'groupCap':
      return 10
    default:
      return pick.int(1, 50)
  }
}

function plausibleFloat(name: string, pick: Picker): number {
  switch (name) {
    case 'capCommitment':
      return pick.int(0, 5) / 5
    // A store list row's own point: somewhere in the contiguous states, sometimes outside the
    // row's state (which is not an error), to 4 decimals as lists give them.
    case 'latitude':
      return pick.int(250_000, 490_000) / 10_000
    case 'longitude':
      return -pick.int(670_000, 1_240_000) / 10_000
    default:
      return pick.int(0, 500)
  }
}

function plausibleLeaf(type: GraphQLInputType, name: string, pick: Picker, ctx: LeafContext): unknown {
  const named = getNamedType(type)
  if (isEnumType(named)) return pick.one(named.getValues().map((value) => value.name))
  if (!isScalarType(named)) return null
  switch (named.name) {
    case 'String':
      return plausibleString(name, pick, ctx)
    case 'Int':
      return plausibleInt(name, pick, ctx)
    case 'Float':
      return plausibleFloat(name, pick)
    case 'Boolean':
      return name === 'isAnywhereMission' && ctx.mutation !== 'createMission' ? false : pick.chance(0.5)
    case 'ID': {
      // An undo names a change of the fuzz's own (it signs in as the admin), often still open.
      if (name === 'undoId') return pick.pools.undoIds.length && pick.chance(0.9) ? pick.one(pick.pools.undoIds) : 'NOSUCHUNDO00'
      const legacy = focusMission(pick, ctx.mutation).legacy
      const ofMission = pick.pools.capPeriodRows.filter((row) => row.legacy === legacy)
      return String(pick.one(ofMission.length && pick.chance(0.9) ? ofMission : pick.pools.capPeriodRows).id)
    }
    default:
      return {}
  }
}

/** A plausible value of an input type: required fields always, optional ones nearly always. */
export function plausibleValue(type: GraphQLInputType, name: string, pick: Picker, ctx: LeafContext): unknown {
  if (isNonNullType(type)) return plausibleValue(type.ofType, name, pick, ctx)
  if (isListType(type)) {
    const length = /CapPeriod/.test(ctx.mutation) ? 1 : pick.int(1, 3)
    return Array.from({ length }, (_, index) => plausibleValue(type.ofType, name, pick, { ...ctx, index }))
  }
  if (isInputObjectType(type)) {
    const value: Record<string, unknown> = {}
    for (const field of Object.values(type.getFields())) {
      // Fields that cannot change after creation are left out of edits, as the console does.
      const unchangeable = ctx.mutation === 'patchMission' && ['capPeriodType', 'isAnywhereMission', 'state'].includes(field.name)
      if (isNonNullType(field.type) || (!unchangeable && pick.chance(0.95)))
        value[field.name] = plausibleValue(field.type, field.name, pick, { ...ctx, parent: type.name })
    }
    return value
  }
  return plausibleLeaf(type, name, pick, ctx)
}

function selection(field: GraphQLField<unknown, unknown>): string {
  return isLeafType(getNamedType(field.type)) ? '' : ' { __typename }'
}

/** The document with every argument as a variable. */
export function documentWithVariables(field: GraphQLField<unknown, unknown>): string {
  const definitions = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ')
  const uses = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ')
  return `mutation Fuzz${definitions ? `(${definitions})` : ''} { ${field.name}${uses ? `(${uses})` : ''}${selection(field)} }`
}

/** The document with the arguments written in as literals, where the type can print them. */
function documentWithLiterals(
  field: GraphQLField<unknown, unknown>,
  values: Record<string, unknown>,
): { query: string; hasControlCharacters: boolean } | undefined {
  const literals: string[] = []
  let hasControlCharacters = false
  for (const arg of field.args as readonly GraphQLArgument[]) {
    if (values[arg.name] === undefined) continue
    let node
    try {
      node = astFromValue(values[arg.name], arg.type)
    } catch {
      return undefined
    }
    if (!node) return undefined
    // What is printed, not what was given: a field the input type does not have is left out.
    visit(node, {
      StringValue: (string) => void (hasControlCharacters ||= textHasControl(string.value)),
      ObjectField: (objectField) => void (hasControlCharacters ||= textHasControl(objectField.name.value)),
    })
    literals.push(`${arg.name}: ${print(node)}`)
  }
  return { query: `mutation Fuzz { ${field.name}${literals.length ? `(${literals.join(', ')})` : ''}${selection(field)} }`, hasControlCharacters }
}

/** Mutation arguments of `field`, as fast-check generates them. */
export function mutationInputArb(schema: GraphQLSchema, fieldName: string, pools: Pools): fc.Arbitrary<GraphQLFuzzInput> {
  const field = schema.getMutationType()!.getFields()[fieldName]!
  const build = (seed: number) => {
    const pick = new Picker(pools, seededRandom(seed))
    const values: Record<string, unknown> = {}
    for (const arg of field.args) {
      if (isNonNullType(arg.type) || pick.chance(0.6)) values[arg.name] = plausibleValue(arg.type, arg.name, pick, { mutation: fieldName, index: 0 })
    }
    return values
  }
  const asInput = (mode: GraphQLFuzzInput['mode'], rawVariables: unknown, literal: boolean): GraphQLFuzzInput => {
    const variables = (toPlainJson(rawVariables) ?? {}) as Record<string, unknown>
    const inline = literal && variables && typeof variables === 'object' && !Array.isArray(variables) ? documentWithLiterals(field, variables) : undefined
    return inline !== undefined
      ? { mode, query: inline.query, variables: {}, rawVariables: {}, hasControlCharacters: inline.hasControlCharacters }
      : { mode, query: documentWithVariables(field), variables, rawVariables, hasControlCharacters: textHasControl(variables) }
  }
  return fc.oneof(
    { weight: 2, arbitrary: fc.tuple(fc.integer(), fc.boolean()).map(([seed, literal]) => asInput('plausible', build(seed), literal)) },
    {
      weight: 7,
      arbitrary: fc
        .tuple(fc.integer(), mutationsArb(), fc.boolean())
        .map(([seed, mutations, literal]: [number, Mutation[], boolean]) => asInput('mutated', applyMutations(build(seed), mutations), literal)),
    },
    {
      weight: 1,
      arbitrary: fc
        .oneof(fc.dictionary(fc.constantFrom(...field.args.map((arg) => arg.name), 'extra'), hostileAny, { maxKeys: 3 }), fc.jsonValue({ maxDepth: 3 }))
        .map((rawVariables) => asInput('random', rawVariables, false)),
    },
  )
}
