import type { DuplicatePairsQuery } from '@mc/domain/organizations/directory-health.schema'
import type { AppDeps } from '../../app-deps'
import { notFound } from '../../http/errors'
import { fillMissingStreetKeys } from '../../integrations/store-matcher'
import { duplicatePlacePairs, organizationIdOf } from './duplicate-places.repository'
import { findStores, pinConflicts } from './place-merge.repository'

/** One page of an organization's probable duplicate places (404 for an unknown organization). */
export async function duplicatePairsPage(deps: AppDeps, query: DuplicatePairsQuery) {
  const organizationId = await organizationIdOf(deps.pool, query.identity)
  if (organizationId === undefined) throw notFound('Organization')
  // Places written before street keys and cores existed get them first (the matcher's own step):
  // a place without a key has no house number to be paired by.
  await fillMissingStreetKeys(deps.pool)
  const { total, items } = await duplicatePlacePairs(deps.pool, organizationId, query.limit, (query.page - 1) * query.limit)
  return { total, page: query.page, limit: query.limit, items }
}

/** The missions where both stores have a pin: what the merge dialog asks a choice for. Reads only. */
export async function mergeConflicts(deps: AppDeps, pair: { survivorIdentity: string; duplicateIdentity: string }) {
  const stores = await findStores(deps.pool, [pair.survivorIdentity, pair.duplicateIdentity])
  const survivor = stores.find((store) => store.identity === pair.survivorIdentity)
  const duplicate = stores.find((store) => store.identity === pair.duplicateIdentity)
  if (!survivor || !duplicate) throw notFound('Organization place')
  return (await pinConflicts(deps.pool, survivor.id, duplicate.id)).map((conflict) => ({
    missionIdentity: conflict.mission_identity,
    missionName: conflict.mission_name,
    survivorPin: conflict.survivor_pin,
    survivorResponses: conflict.survivor_responses,
    duplicatePin: conflict.duplicate_pin,
    duplicateResponses: conflict.duplicate_responses,
  }))
}
