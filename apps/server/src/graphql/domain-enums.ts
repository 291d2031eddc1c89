// Every GraphQL enum of the schema, written from packages/domain's lists when the schema is built, so
// the schema, the zod rules, the database's CHECK constraints and the console's generated types share
// one source (docs/decisions/graphql-contract.md). A module's SDL names these types; it never
// declares an `enum` itself (domain-enums.test.ts fails on one).
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

interface DomainEnum {
  values: readonly string[]
  description: string
}

/** GraphQL enum name → the domain's list of values and the schema's description of it. */
export const DOMAIN_ENUMS = {
  MissionState: { values: MISSION_STATES, description: 'Mission state values (000 §7).' },
  MissionDisplayState: { values: DISPLAY_STATES, description: 'What the state tag shows: dates win over a stale state; a TESTING mission shows TESTED.' },
  CapPeriodType: { values: CAP_PERIOD_TYPES, description: 'SIMPLE (one period, the mission dates) or CUSTOM (the customer reporting periods).' },
  EligibilityType: { values: ELIGIBILITY_TYPES, description: 'Who may see a mission (000 §3).' },
  PricingStrategy: { values: PRICING_STRATEGIES, description: 'How dynamic pricing moves the price (000 §3).' },
  PinAction: { values: PIN_ACTIONS, description: 'What a bulk pin action does to each pin.' },
  PinAvailabilityFilter: { values: PIN_AVAILABILITY_FILTERS, description: 'The pins table filter on capping.' },
  PinRunningFilter: { values: PIN_RUNNING_FILTERS, description: 'The pins table filter on running.' },
  StoreListStatus: { values: STORE_LIST_STATUSES, description: 'A store list: UNPROCESSED, PROCESSING, PROCESSED (final) (001 §4).' },
  StoreListRowStatus: {
    values: STORE_LIST_ROW_STATUSES,
    description: 'A store list row, in processing order; PIN_ADDED_TO_MISSION and ERROR are final (001 §4).',
  },
  LocationPrecision: { values: LOCATION_PRECISIONS, description: "What an approximate location stands for: the ZIP's centre or the city's centre." },
  DuplicateConfidence: { values: DUPLICATE_CONFIDENCES, description: 'How sure the evidence makes us that two places are one store.' },
  DuplicateStreetMatch: { values: STREET_MATCHES, description: 'How the two streets compare: same key, a shared street core, similar by trigrams, or none.' },
  MergePinKeep: { values: PIN_KEEPS, description: 'Which pin a merge keeps in a mission where both places have one.' },
} as const satisfies Record<string, DomainEnum>

/** The SDL of every enum above: part of the base type definitions of the schema. */
export const domainEnumTypeDefs = (): string =>
  Object.entries(DOMAIN_ENUMS as Record<string, DomainEnum>)
    .map(([name, { values, description }]) => `"${description}"\nenum ${name} {\n${values.map((value) => `  ${value}`).join('\n')}\n}`)
    .join('\n')
