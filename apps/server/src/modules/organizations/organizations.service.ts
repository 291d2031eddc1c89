import type { OrganizationCreate, OrganizationListQuery, OrganizationPlacesQuery, OrganizationUpdate } from '@mc/domain/organizations/organization.schema'
import { pageMeta } from '@mc/domain'
import { hasCoordinates, middlePoint, placesBounds } from '@mc/domain/organizations/organization-map.rules'
import type { OrganizationMapCenter } from '@mc/domain/organizations/organization.types'
import type { Queryable } from '../../db/pg-statement'
import { inTransaction } from '../../db/transaction'
import type { AppDeps } from '../../app-deps'
import type { AuthUser } from '../../auth/auth-user'
import { badRequest, notFound } from '../../http/errors'
import { recordAudit } from '../../audit/record-audit'
import { organizationJson, organizationPlaceJson, placeMissionJson } from './organization-json'
import {
  ancestorIds,
  findOrganization,
  insertOrganization,
  listOrganizations,
  updateOrganizationColumns,
  type OrganizationValues,
} from './organizations.repository'
import {
  findPlaceStores,
  listOrganizationPlaces,
  searchOrganizationPlaces,
  missionsAtStores,
  organizationPlaceCoordinates,
} from './organization-places.repository'
import { parseIdentity } from '../../http/validate'

const blankToNull = (value: string | undefined) => (value === undefined ? undefined : value.trim() === '' ? null : value)

export async function organizationPage(deps: AppDeps, query: OrganizationListQuery) {
  const { rows, total } = await listOrganizations(deps.pool, query)
  return { organizations: rows.map(organizationJson), metadata: pageMeta(query, total) }
}

async function requireOrganization(db: Queryable, identity: string) {
  const row = await findOrganization(db, identity)
  if (!row) throw notFound('Organization')
  return row
}

export async function organizationDetail(deps: AppDeps, identity: string) {
  return { organization: organizationJson(await requireOrganization(deps.pool, identity)) }
}

/** Where the organization map opens: the place nearest the middle of its located places and their corners; null when none is located. */
export async function organizationMapCenter(deps: AppDeps, identity: string): Promise<OrganizationMapCenter> {
  const organization = await requireOrganization(deps.pool, identity)
  // The same places the console's map plots (the repository leaves out nulls; NaN is a double too).
  const located = (await organizationPlaceCoordinates(deps.pool, organization.id)).filter(hasCoordinates)
  const middle = middlePoint(located)
  return { map_center: middle ? { latitude: middle.lat, longitude: middle.lng } : null, map_bounds: placesBounds(located) ?? null }
}

/**
 * A page of the organization's stores, or of those the search finds: counted up to
 * SEARCH_COUNT_CAP, past which `metadata.totalIsLowerBound` says the count is "at least".
 */
export async function organizationPlacesPage(deps: AppDeps, identity: string, query: OrganizationPlacesQuery) {
  const organization = await requireOrganization(deps.pool, identity)
  const offset = (query.page - 1) * query.limit
  if (query.search) {
    const found = await searchOrganizationPlaces(deps.pool, organization.id, query.limit, offset, query.search)
    return {
      organization_places: found.rows.map(organizationPlaceJson),
      metadata: { ...pageMeta(query, found.total), totalIsLowerBound: found.totalIsLowerBound },
    }
  }
  const rows = await listOrganizationPlaces(deps.pool, organization.id, query.limit, offset)
  return { organization_places: rows.map(organizationPlaceJson), metadata: { ...pageMeta(query, Number(organization.num_places)), totalIsLowerBound: false } }
}

/** The parent named by identity, as an id; a parent that is the organization itself or its descendant would make a loop. */
async function resolveParent(db: Queryable, parentIdentity: string | null | undefined, selfId?: number): Promise<number | null | undefined> {
  if (parentIdentity === undefined) return undefined
  if (parentIdentity === null) return null
  const parent = await findOrganization(db, parentIdentity)
  if (!parent) throw badRequest('The parent organization was not found.', { parent_identity: ['Organization not found'] })
  if (selfId !== undefined && (await ancestorIds(db, parent.id)).includes(selfId)) {
    throw badRequest('An organization cannot be its own parent or ancestor.', {
      parent_identity: ['Cannot be this organization or one of its sub-organizations'],
    })
  }
  return parent.id
}

/** The organization and its audit row are one transaction. */
export async function createOrganization(deps: AppDeps, user: AuthUser, body: OrganizationCreate) {
  return inTransaction(deps.pool, async (tx) => {
    const parentId = await resolveParent(tx, body.parent_identity)
    const identity = await insertOrganization(tx, {
      name: body.name,
      displayName: blankToNull(body.display_name) ?? null,
      alternativeNames: body.alternative_names,
      organizationTypeId: body.organization_type_id,
      businessType: blankToNull(body.business_type) ?? null,
      mobeeCompany: body.mobee_company,
      parentId: parentId ?? null,
    })
    const json = organizationJson((await findOrganization(tx, identity))!)
    await recordAudit(tx, user, { entityType: 'organization', entityIdentity: json.identity, action: 'createOrganization', after: json })
    return { organization: json }
  })
}

export async function updateOrganization(deps: AppDeps, user: AuthUser, identity: string, body: OrganizationUpdate) {
  parseIdentity(identity)
  return inTransaction(deps.pool, async (tx) => {
    const before = await requireOrganization(tx, identity)
    const parentId = await resolveParent(tx, body.parent_identity, before.id)
    const patch: Partial<OrganizationValues> = {
      name: body.name,
      displayName: blankToNull(body.display_name),
      alternativeNames: body.alternative_names,
      organizationTypeId: body.organization_type_id,
      businessType: blankToNull(body.business_type),
      mobeeCompany: body.mobee_company,
      parentId,
    }
    const changes = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined))
    await updateOrganizationColumns(tx, before.id, changes)
    const json = organizationJson((await findOrganization(tx, identity))!)
    await recordAudit(tx, user, {
      entityType: 'organization',
      entityIdentity: identity,
      action: 'updateOrganization',
      before: organizationJson(before),
      after: json,
    })
    return { organization: json }
  })
}

/** /organization_places/{identity}: the store, its place, its organization and the missions pinned there. */
export async function organizationPlaceDetail(deps: AppDeps, identity: string) {
  const [store] = await findPlaceStores(deps.pool, { orgPlaceIdentity: identity })
  if (!store) throw notFound('Organization place')
  const missions = await missionsAtStores(deps.pool, [store.identity])
  return { organization_place: organizationPlaceJson(store), missions: missions.map(placeMissionJson) }
}

/** /places/{identity}: the place, every store at it and the missions pinned at those stores. */
export async function placeDetail(deps: AppDeps, identity: string) {
  const stores = await findPlaceStores(deps.pool, { placeIdentity: identity })
  const first = stores[0]
  if (!first) throw notFound('Place')
  const missions = await missionsAtStores(
    deps.pool,
    stores.map((store) => store.identity),
  )
  const place = organizationPlaceJson(first)
  return {
    place: {
      identity: place.place_identity,
      address: place.address,
      street: place.street,
      city: place.city,
      state: place.state,
      postal_code: place.postal_code,
      country: place.country,
      phone: place.phone,
      timezone: place.timezone,
      latitude: place.latitude,
      longitude: place.longitude,
    },
    organization_places: stores.map(organizationPlaceJson),
    missions: missions.map(placeMissionJson),
  }
}
