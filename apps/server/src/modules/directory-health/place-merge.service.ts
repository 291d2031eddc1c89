import type { PlacesMerged } from '@mc/domain'
import { MERGE_MESSAGES, pinKeptIn } from '@mc/domain/organizations/directory-health'
import type { MergePlacesInput } from '@mc/domain/organizations/directory-health.schema'
import type { AppDeps } from '../../app-deps'
import { recordAuditsWithClient, type AuditEntry } from '../../audit/record-audit'
import type { AuthUser } from '../../auth/auth-user'
import { inTransaction } from '../../db/transaction'
import { AppError, badRequest, conflict } from '../../http/errors'
import { organizationIdOf } from './duplicate-places.repository'
import {
  deletePins,
  deleteStore,
  fillSurvivorPlace,
  fillSurvivorStore,
  lockStores,
  mergedStore,
  missionIdentities,
  movePins,
  moveResponses,
  pinConflicts,
  placePinsAtStore,
  repointStoreListRows,
  type MergeStoreRow,
  type PinConflict,
  type PinReplacement,
} from './place-merge.repository'

/** What a merge did, as the mutation answers it. */
export interface MergeOutcome {
  survivorIdentity: string
  removedIdentity: string
  movedPins: number
  removedPins: number
  movedResponses: number
  storeListRows: number
  missions: string[]
}

const notFoundField = (field: 'survivorIdentity' | 'duplicateIdentity', message: string) => new AppError(404, message, { [field]: [message] })

/** Both stores, locked, of the organization named; every refusal before anything is written. */
async function lockPair(client: Parameters<typeof lockStores>[0], input: MergePlacesInput) {
  if ((await organizationIdOf(client, input.organizationIdentity)) === undefined) {
    const message = MERGE_MESSAGES.organizationNotFound(input.organizationIdentity)
    throw new AppError(404, message, { organizationIdentity: [message] })
  }
  const stores = await lockStores(client, [input.survivorIdentity, input.duplicateIdentity])
  const survivor = stores.find((store) => store.identity === input.survivorIdentity)
  const duplicate = stores.find((store) => store.identity === input.duplicateIdentity)
  if (!survivor) throw notFoundField('survivorIdentity', MERGE_MESSAGES.notFound('surviving', input.survivorIdentity))
  if (!duplicate) throw notFoundField('duplicateIdentity', MERGE_MESSAGES.notFound('duplicate', input.duplicateIdentity))
  for (const [field, store] of [
    ['survivorIdentity', survivor],
    ['duplicateIdentity', duplicate],
  ] as const) {
    if (store.organization_identity !== input.organizationIdentity) {
      const message = MERGE_MESSAGES.otherOrganization(store.identity, input.organizationIdentity)
      throw badRequest(message, { [field]: [message] })
    }
  }
  return { survivor, duplicate }
}

/** Which pin each shared mission keeps; refuses (409, nothing written) when a mission was not decided. */
function replacementsFor(conflicts: readonly PinConflict[], input: MergePlacesInput): Map<number, PinReplacement> {
  const undecided = conflicts.filter((c) => pinKeptIn(c.mission_identity, input) === undefined)
  if (undecided.length > 0) {
    const message = MERGE_MESSAGES.bothPinned(undecided.map((c) => ({ identity: c.mission_identity, name: c.mission_name })))
    throw conflict(message, { keep: [message] })
  }
  return new Map(
    conflicts.map((c) => [
      c.mission_id,
      pinKeptIn(c.mission_identity, input) === 'SURVIVOR'
        ? { kept: c.survivor_pin_id, removed: c.duplicate_pin_id }
        : { kept: c.duplicate_pin_id, removed: c.survivor_pin_id },
    ]),
  )
}

/**
 * Merges the duplicate store into the survivor in one transaction (docs/domain/organizations.md,
 * "Directory health"): where both have a pin in a mission the chosen pin stays and takes the other's
 * responses and store-list rows; every other pin of the duplicate moves; the survivor takes what it
 * lacks; the duplicate (and its place, when no other store is there) is deleted; the organization's
 * audit row and one per mission changed record it. Closed missions are changed too: a store is one
 * store in every mission's records, and the duplicate cannot go while a pin names it.
 */
export async function mergeOrganizationPlaces(deps: AppDeps, user: AuthUser, input: MergePlacesInput): Promise<MergeOutcome> {
  return inTransaction(deps.pool, async (client) => {
    const { survivor, duplicate } = await lockPair(client, input)
    const conflicts = await pinConflicts(client, survivor.id, duplicate.id)
    const replacements = replacementsFor(conflicts, input)
    const chosen = [...replacements.values()]

    const responsesByPin = await moveResponses(client, chosen)
    const storeListRows = await repointStoreListRows(client, duplicate.id, survivor.id, chosen)
    await deletePins(
      client,
      chosen.map((r) => r.removed),
    )
    const moved = await movePins(client, duplicate.id, survivor.id)
    await fillSurvivorPlace(client, survivor.place_id, duplicate.place_id)
    await deleteStore(client, duplicate.id, duplicate.place_id)
    await fillSurvivorStore(client, survivor.id, duplicate)
    await placePinsAtStore(client, survivor.id)
    const [after] = await lockStores(client, [survivor.identity])

    const movedResponses = [...responsesByPin.values()].reduce((sum, count) => sum + count, 0)
    const missionIds = [...new Set([...moved.map((pin) => pin.mission_id), ...replacements.keys()])]
    const identities = await missionIdentities(client, missionIds)
    await recordMerge(client, user, { input, survivor, after: after!, duplicate, conflicts, replacements, moved, responsesByPin, identities, storeListRows })
    return {
      survivorIdentity: survivor.identity,
      removedIdentity: duplicate.identity,
      movedPins: moved.length,
      removedPins: chosen.length,
      movedResponses,
      storeListRows,
      missions: missionIds.map((id) => identities.get(id)!).sort(),
    }
  })
}

interface MergeRecord {
  input: MergePlacesInput
  survivor: MergeStoreRow
  after: MergeStoreRow
  duplicate: MergeStoreRow
  conflicts: readonly PinConflict[]
  replacements: Map<number, PinReplacement>
  moved: readonly { identity: string; mission_id: number }[]
  responsesByPin: Map<number, number>
  identities: Map<number, string>
  storeListRows: number
}

/** The organization's audit row (both stores before, the survivor after) and one History entry per mission changed. */
async function recordMerge(client: Parameters<typeof recordAuditsWithClient>[0], user: AuthUser, record: MergeRecord): Promise<void> {
  const { survivor, duplicate, after, conflicts, replacements, moved, responsesByPin, identities } = record
  const pinIdentity = (c: PinConflict, id: number) => (id === c.survivor_pin_id ? c.survivor_pin : c.duplicate_pin)
  const entries = [...identities.entries()].map(([missionId, missionIdentity]): { missionIdentity: string; merged: PlacesMerged } => {
    const shared = conflicts.find((c) => c.mission_id === missionId)
    const replacement = replacements.get(missionId)
    return {
      missionIdentity,
      merged: {
        survivor: mergedStore(after),
        duplicate: mergedStore(duplicate),
        movedPin: moved.find((pin) => pin.mission_id === missionId)?.identity ?? null,
        keptPin: shared && replacement ? pinIdentity(shared, replacement.kept) : null,
        removedPin: shared && replacement ? pinIdentity(shared, replacement.removed) : null,
        responsesMoved: replacement ? (responsesByPin.get(replacement.kept) ?? 0) : 0,
      },
    }
  })
  const organizationEntry: AuditEntry = {
    entityType: 'organization',
    entityIdentity: record.input.organizationIdentity,
    action: 'mergePlaces',
    before: { survivor: mergedStore(survivor), duplicate: mergedStore(duplicate) },
    after: {
      survivor: mergedStore(after),
      removed: duplicate.identity,
      storeListRows: record.storeListRows,
      missions: entries.map(({ missionIdentity, merged }) => ({
        mission: missionIdentity,
        movedPin: merged.movedPin,
        keptPin: merged.keptPin,
        removedPin: merged.removedPin,
        responsesMoved: merged.responsesMoved,
      })),
    },
  }
  const missionEntries = entries.map(({ missionIdentity, merged }): AuditEntry => ({
    entityType: 'mission',
    entityIdentity: missionIdentity,
    action: 'mergePlaces',
    before: { store: mergedStore(duplicate) },
    after: merged,
  }))
  await recordAuditsWithClient(client, user, [organizationEntry, ...missionEntries])
}
