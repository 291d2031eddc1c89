import { createMissionDeployTemplateInputSchema, type CreateMissionDeployTemplateInput } from '@mc/domain/store-lists/create-store-list.schema'
import { storeListIssueEntries, storeListRefusal, type RefusalEntry } from '@mc/domain/store-lists/store-list-refusal'
import { addFieldError, badRequest, type AppError, type FieldErrors } from '../../http/errors'
import { parseInput } from '../../http/validate'

/**
 * A refused store list as the API's usual 400 with field-level messages, in the console's words
 * and limit (@mc/domain store-list-refusal.ts): `fields` holds at most 100 errors by payload path,
 * 'N more errors not shown...' under `rows`, and the message one line for a toast. A list of
 * 50,000 bad rows answered with every error as one text was 160 KB (issue 33).
 */
export function storeListRefused(entries: readonly RefusalEntry[]): AppError {
  const refusal = storeListRefusal(entries)
  const fields: FieldErrors = {}
  for (const entry of refusal.entries) addFieldError(fields, entry.field, entry.message)
  if (refusal.moreLine) addFieldError(fields, 'rows', refusal.moreLine)
  return badRequest(refusal.message, fields)
}

/** createMissionDeployTemplate's input through the domain's schema; a refusal lists its errors as the console does. */
export function parseStoreListInput(rawInput: unknown): CreateMissionDeployTemplateInput {
  // No input at all is refused as every other request body is.
  if (rawInput === undefined || rawInput === null) return parseInput(createMissionDeployTemplateInputSchema, rawInput)
  const result = createMissionDeployTemplateInputSchema.safeParse(rawInput)
  if (!result.success) throw storeListRefused(storeListIssueEntries(result.error.issues, rawInput))
  return result.data
}
