// Directory health (beyond the spec, admin only): an organization's probable duplicate places and
// the merge of two of them. The rule is written out in docs/domain/organizations.md, "Directory
// health". No zod here, so the page's table and texts do not load the schemas (directory-health.schema.ts).
import { countOf, formatCount } from '../common/counts'

/** How sure the evidence makes us that two places are one store, most sure first (the list's order). */
export const DUPLICATE_CONFIDENCES = ['HIGH', 'MEDIUM', 'LOW'] as const
export type DuplicateConfidence = (typeof DUPLICATE_CONFIDENCES)[number]

/**
 * How the two streets compare, strongest first: the same match key; a shared street core (the
 * house number and name words with directionals, types, route words and spacing set aside); street
 * keys alike by trigrams (pg_trgm similarity, at least SIMILAR_STREET_FROM); or none of these.
 */
export const STREET_MATCHES = ['IDENTICAL', 'SAME_CORE', 'SIMILAR', 'DIFFERENT'] as const
export type StreetMatch = (typeof STREET_MATCHES)[number]

/** The duplicate pairs of one organization come a page at a time, 20 by default (each row is two stores), at most 100. */
export const DUPLICATE_PAIRS_DEFAULT_LIMIT = 20
export const DUPLICATE_PAIRS_MAX_LIMIT = 100

/** Which pin a merge keeps in a mission where both places have one. */
export const PIN_KEEPS = ['SURVIVOR', 'DUPLICATE'] as const
export type PinKeep = (typeof PIN_KEEPS)[number]

/**
 * Trigram similarity of the two street keys from which they count as SIMILAR. Both keys start with
 * the same house number (a pair needs it), which alone gives unrelated streets about 0.2-0.3.
 */
export const SIMILAR_STREET_FROM = 0.45
/** Exact locations further apart than this are two stores, however alike their addresses read. */
export const FAR_APART_METRES = 2_000
/** Exact locations this close are one spot: listed (LOW) even when the street names differ. */
export const SAME_SPOT_METRES = 100

/** One side of a pair: the store, its place and how many pins (one per mission) it carries. */
export interface DuplicateSide {
  identity: string
  placeIdentity: string
  name: string | null
  storeNumber: string | null
  address: string
  locationApproximate: boolean
  pinCount: number
}

/** The evidence of a pair, as the list shows it. */
export interface DuplicateEvidence {
  houseNumber: string
  samePostalCode: boolean
  sameCity: boolean
  streetMatch: StreetMatch
  /** pg_trgm similarity of the two street keys, 0 to 1. */
  streetSimilarity: number
  /** Both places have street cores (old rows may not yet): false means SAME_CORE could not be checked. */
  streetCoresKnown: boolean
  /** Between the two points; null when either has no coordinates. */
  distanceMetres: number | null
  /** Both points are the stores themselves, not a ZIP or city centre: only then does the distance count. */
  distanceExact: boolean
  /** Both have a store number and they differ: probably two stores, listed only when all else agrees. */
  differentStoreNumbers: boolean
  /** Missions where both places have a pin: a merge must be told which pin each keeps. */
  sharedMissionCount: number
}

export interface DuplicatePair extends DuplicateEvidence {
  confidence: DuplicateConfidence
  first: DuplicateSide
  second: DuplicateSide
}

const STREET_MATCH_TEXT: Record<StreetMatch, string> = {
  IDENTICAL: 'Same street',
  SAME_CORE: 'Same street core',
  SIMILAR: 'Similar street',
  DIFFERENT: 'Different street',
}

/** "1,250 m", "3.4 km": metres up to a kilometre, then kilometres with one decimal. */
export function formatDistance(metres: number): string {
  return metres < 1_000 ? `${formatCount(Math.round(metres))} m` : `${(metres / 1_000).toFixed(1)} km`
}

/** The evidence of a pair, one short phrase each, strongest first. */
export function evidenceLines(pair: DuplicateEvidence): string[] {
  const where = pair.samePostalCode && pair.sameCity ? 'same ZIP and city' : pair.samePostalCode ? 'same ZIP' : 'same city'
  const lines = [`House number ${pair.houseNumber}, ${where}`]
  const similarity = `similarity ${pair.streetSimilarity.toFixed(2)}`
  lines.push(pair.streetMatch === 'IDENTICAL' ? STREET_MATCH_TEXT.IDENTICAL : `${STREET_MATCH_TEXT[pair.streetMatch]} (${similarity})`)
  if (!pair.streetCoresKnown && pair.streetMatch !== 'IDENTICAL') lines.push('Street cores not known yet')
  if (pair.distanceMetres !== null)
    lines.push(`${formatDistance(pair.distanceMetres)} apart${pair.distanceExact ? '' : ' (approximate: a ZIP or city centre)'}`)
  if (pair.differentStoreNumbers) lines.push('Different store numbers')
  if (pair.sharedMissionCount > 0) lines.push(`Both pinned in ${countOf(pair.sharedMissionCount, 'mission')}`)
  return lines
}

/**
 * The place the merge dialog offers to keep: the one with more pins (fewer to move), else the one
 * with a store number, else the one whose location is exact, else the first (the older store).
 */
export function suggestedSurvivor(pair: Pick<DuplicatePair, 'first' | 'second'>): 'first' | 'second' {
  const score = (side: DuplicateSide) => [side.pinCount, side.storeNumber ? 1 : 0, side.locationApproximate ? 0 : 1]
  const [a, b] = [score(pair.first), score(pair.second)]
  for (let index = 0; index < a.length; index++) if (a[index] !== b[index]) return a[index]! > b[index]! ? 'first' : 'second'
  return 'first'
}

/** What a merge is told about the missions where both places have a pin. */
export interface PinKeepChoice {
  /** For every such mission not named in keepInMissions. */
  keep?: PinKeep | null | undefined
  keepInMissions?: readonly { missionIdentity: string; keep: PinKeep }[] | null | undefined
}

/** Which pin the merge keeps in a mission where both places have one; undefined: it was not told, and refuses. */
export function pinKeptIn(missionIdentity: string, choice: PinKeepChoice): PinKeep | undefined {
  return choice.keepInMissions?.find((entry) => entry.missionIdentity === missionIdentity)?.keep ?? choice.keep ?? undefined
}

/** The merge's refusals, word for word (the API's messages and the dialog's). */
export const MERGE_MESSAGES = {
  samePlace: 'Choose two different places: a place cannot be merged with itself.',
  notFound: (role: 'surviving' | 'duplicate', identity: string) => `The ${role} place ${identity} was not found.`,
  otherOrganization: (identity: string, organization: string) => `The place ${identity} is not one of organization ${organization}'s places.`,
  organizationNotFound: (identity: string) => `Organization ${identity} was not found.`,
  bothPinned: (missions: readonly { identity: string; name: string }[]) =>
    `Both places have a pin in ${countOf(missions.length, 'mission')} (${missions
      .slice(0, 5)
      .map((mission) => `${mission.name} ${mission.identity}`)
      .join(', ')}${missions.length > 5 ? ', …' : ''}): say which pin to keep.`,
  choosePin: 'Choose which pin this mission keeps',
  merged: (duplicate: string, survivor: string) => `Merged ${duplicate} into ${survivor}`,
  mergeFailed: 'Failed to merge the places',
} as const
