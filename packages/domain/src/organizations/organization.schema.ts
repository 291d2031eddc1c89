import { z } from 'zod'
import { identitySchema } from '../common/identity.schema'
import { int4Id } from '../common/numbers'
import { INVALID_CHOICE, MUST_BE_BOOLEAN, MUST_BE_LIST, MUST_BE_TEXT, tooLong } from '../common/messages'
import { paginationQuerySchema } from '../common/pagination.schema'
import { searchTextSchema } from '../common/search.schema'
import { optionalText, requiredText } from '../common/strings'

/** spec 001 §9: names and similar text are at most 64 characters. */
export const ORGANIZATION_TEXT_MAX = 64
// Ours: more alternative names than this is a data problem, not a chain.
export const ALTERNATIVE_NAMES_MAX = 50
/** spec 001 §9: the console creates organizations with organization_type_id fixed at 1. */
export const CREATE_ORGANIZATION_TYPE_ID = 1
export const ORGANIZATION_TYPE_FIXED = `Must be ${CREATE_ORGANIZATION_TYPE_ID}`

const alternativeNames = () =>
  z.array(requiredText(ORGANIZATION_TEXT_MAX), { error: MUST_BE_LIST }).max(ALTERNATIVE_NAMES_MAX, `Must hold at most ${ALTERNATIVE_NAMES_MAX} names`)

/** The parent organization by identity; null detaches it. */
const parentIdentity = () => identitySchema.nullable().optional()

/** POST /organizations.json body `organization` (spec 001 §7). Unknown fields are refused, not ignored. */
export const organizationCreateSchema = z.strictObject({
  name: requiredText(ORGANIZATION_TEXT_MAX),
  display_name: optionalText(ORGANIZATION_TEXT_MAX),
  alternative_names: alternativeNames().default([]),
  business_type: optionalText(ORGANIZATION_TEXT_MAX),
  mobee_company: z.boolean({ error: MUST_BE_BOOLEAN }).default(false),
  parent_identity: parentIdentity(),
  organization_type_id: z.literal(CREATE_ORGANIZATION_TYPE_ID, { error: ORGANIZATION_TYPE_FIXED }).default(CREATE_ORGANIZATION_TYPE_ID),
})

/** PUT /organizations/{id}.json body `organization`: any subset of the fields; the type may change. */
export const organizationUpdateSchema = z.strictObject({
  name: requiredText(ORGANIZATION_TEXT_MAX).optional(),
  display_name: optionalText(ORGANIZATION_TEXT_MAX),
  alternative_names: alternativeNames().optional(),
  business_type: optionalText(ORGANIZATION_TEXT_MAX),
  mobee_company: z.boolean({ error: MUST_BE_BOOLEAN }).optional(),
  parent_identity: parentIdentity(),
  organization_type_id: int4Id({ minMessage: INVALID_CHOICE }).optional(),
})

export type OrganizationCreate = z.output<typeof organizationCreateSchema>
export type OrganizationUpdate = z.output<typeof organizationUpdateSchema>

/** The list's filters, kept in the URL by the console. */
export const MOBEE_FILTERS = ['all', 'yes', 'no'] as const
export type MobeeFilter = (typeof MOBEE_FILTERS)[number]

const optionalQueryText = (max: number) => z.string({ error: MUST_BE_TEXT }).trim().max(max, tooLong(max)).optional()

export const organizationListQuerySchema = paginationQuerySchema.extend({
  /** Matches name, display name and alternative names. */
  search: searchTextSchema(),
  business_type: optionalQueryText(ORGANIZATION_TEXT_MAX),
  mobee_company: z.enum(MOBEE_FILTERS, { error: INVALID_CHOICE }).default('all'),
})
export type OrganizationListQuery = z.output<typeof organizationListQuerySchema>

/** An organization's places load whole by default: the detail page maps every one of them. */
export const ORGANIZATION_PLACES_DEFAULT_LIMIT = 10_000
export const organizationPlacesQuerySchema = paginationQuerySchema.extend({
  limit: paginationQuerySchema.shape.limit.unwrap().default(ORGANIZATION_PLACES_DEFAULT_LIMIT),
  /** Store number (from its start), street, city (anywhere) or postal code (from its start): docs/domain/organizations.md. */
  search: searchTextSchema(),
})
export type OrganizationPlacesQuery = z.output<typeof organizationPlacesQuerySchema>
