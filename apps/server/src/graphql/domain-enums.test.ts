import {
  buildASTSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isObjectType,
  Kind,
  parse,
  type EnumTypeDefinitionNode,
  type EnumTypeExtensionNode,
  type GraphQLEnumType,
  type GraphQLSchema,
} from 'graphql'
import { describe, expect, it } from 'vitest'
import {
  CAP_PERIOD_TYPES,
  DISPLAY_STATES,
  ELIGIBILITY_TYPES,
  LOCATION_PRECISIONS,
  MISSION_STATES,
  PIN_ACTIONS,
  PIN_AVAILABILITY_FILTERS,
  PIN_RUNNING_FILTERS,
  PRICING_STRATEGIES,
  STORE_LIST_ROW_STATUSES,
  STORE_LIST_STATUSES,
} from '@mc/domain'
import { DUPLICATE_CONFIDENCES, PIN_KEEPS, STREET_MATCHES } from '@mc/domain/organizations/directory-health'
import { serverModules } from '../modules/registry'
import { schemaTypeDefs } from './graphql.plugin'

const schema: GraphQLSchema = buildASTSchema(parse(schemaTypeDefs(serverModules)))

/** The domain's lists the schema must carry as enums, value for value and in order. */
const EXPECTED: Record<string, readonly string[]> = {
  MissionState: MISSION_STATES,
  MissionDisplayState: DISPLAY_STATES,
  CapPeriodType: CAP_PERIOD_TYPES,
  EligibilityType: ELIGIBILITY_TYPES,
  PricingStrategy: PRICING_STRATEGIES,
  PinAction: PIN_ACTIONS,
  PinAvailabilityFilter: PIN_AVAILABILITY_FILTERS,
  PinRunningFilter: PIN_RUNNING_FILTERS,
  StoreListStatus: STORE_LIST_STATUSES,
  StoreListRowStatus: STORE_LIST_ROW_STATUSES,
  LocationPrecision: LOCATION_PRECISIONS,
  DuplicateConfidence: DUPLICATE_CONFIDENCES,
  DuplicateStreetMatch: STREET_MATCHES,
  MergePinKeep: PIN_KEEPS,
}

/** Fields and arguments that carry a domain value: each must be typed with its enum, not String. */
const TYPED_WITH: Record<string, string> = {
  'Mission.state': 'MissionState',
  'Mission.displayState': 'MissionDisplayState',
  'Mission.capPeriodType': 'CapPeriodType',
  'MissionCapPeriod.type': 'CapPeriodType',
  'MissionProperties.eligibilityType': 'EligibilityType',
  'MissionProperties.pricingStrategy': 'PricingStrategy',
  'CampaignMission.capPeriodType': 'CapPeriodType',
  'CreateMissionInput.capPeriodType': 'CapPeriodType',
  'PatchMissionInput.capPeriodType': 'CapPeriodType',
  'PatchMissionInput.state': 'MissionState',
  'PinActionInput.action': 'PinAction',
  'MissionPinFilterInput.state': 'PinAvailabilityFilter',
  'MissionPinFilterInput.isRunning': 'PinRunningFilter',
  'Query.missionPins(state)': 'PinAvailabilityFilter',
  'Query.missionPins(isRunning)': 'PinRunningFilter',
  'Mutation.actionPinsMatching(action)': 'PinAction',
  'MapPin.precision': 'LocationPrecision',
  'MissionDeployTemplate.status': 'StoreListStatus',
  'CampaignStoreList.status': 'StoreListStatus',
  'MissionDeployTemplateRow.status': 'StoreListRowStatus',
  'MissionDeployTemplateStatusSummary.status': 'StoreListRowStatus',
  'MissionDeployTemplate.rows(status)': 'StoreListRowStatus',
  'MissionDeployTemplateLocation.precision': 'LocationPrecision',
}

function typeAt(path: string): string {
  const [, typeName, fieldName, argName] = /^(\w+)\.(\w+)(?:\((\w+)\))?$/.exec(path)!
  const type = schema.getType(typeName!)
  if (!isObjectType(type) && !isInputObjectType(type)) return 'absent'
  const field = type.getFields()[fieldName!]
  if (!field) return 'absent'
  const typed = argName ? ('args' in field ? field.args.find((arg) => arg.name === argName)?.type : undefined) : field.type
  return typed ? getNamedType(typed).name : 'absent'
}

const schemaEnums = (): GraphQLEnumType[] =>
  Object.values(schema.getTypeMap()).filter((type): type is GraphQLEnumType => isEnumType(type) && !type.name.startsWith('__'))

describe("the schema's enums are the domain's", () => {
  it('every domain list is an enum of the schema with exactly its values, in order', () => {
    for (const [name, values] of Object.entries(EXPECTED)) {
      const type = schema.getType(name)
      expect(isEnumType(type), `${name} is an enum of the schema`).toBe(true)
      expect(
        (type as GraphQLEnumType).getValues().map((value) => value.name),
        name,
      ).toEqual([...values])
    }
  })

  it('the schema has no enum the domain does not list', () => {
    expect(schemaEnums().map((type) => type.name)).toEqual(expect.arrayContaining(Object.keys(EXPECTED)))
    expect(
      schemaEnums()
        .map((type) => type.name)
        .filter((name) => !(name in EXPECTED)),
    ).toEqual([])
  })

  it('no module declares an enum of its own: they all come from graphql/domain-enums.ts', () => {
    const declared = serverModules.flatMap((module) =>
      (module.typeDefs ? parse(module.typeDefs).definitions : [])
        .filter((definition): definition is EnumTypeDefinitionNode | EnumTypeExtensionNode =>
          [Kind.ENUM_TYPE_DEFINITION, Kind.ENUM_TYPE_EXTENSION].includes(definition.kind as never),
        )
        .map((definition) => `${module.name}: ${definition.name.value}`),
    )
    expect(declared).toEqual([])
  })

  it('every field and argument that carries a domain value is typed with its enum', () => {
    expect(Object.fromEntries(Object.keys(TYPED_WITH).map((path) => [path, typeAt(path)]))).toEqual(TYPED_WITH)
  })
})
