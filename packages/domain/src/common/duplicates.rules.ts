/**
 * Duplicates caught before they are created (docs/domain/customers.md, campaigns in
 * customers.md, missions.md): which records count as the same, and what the forms and the API say.
 * Zod-free, so the forms load it without zod.
 */

/** The kinds of record the forms check while they are typed. */
export type DuplicateKind = 'customer' | 'campaign' | 'mission'

/** What a possible duplicate matched on: its name, or (customers) its Salesforce account. */
export type DuplicateMatch = 'name' | 'salesforce_customer_id'

/** An existing record a form's values collide with. `refused`: the server will not save this; otherwise a warning. */
export interface PossibleDuplicate {
  kind: DuplicateKind
  identity: string
  name: string
  matchedOn: DuplicateMatch
  refused: boolean
}

/**
 * Names are the same when they are equal once case and white space are ignored: "Sunny Fields
 * Dairy", "sunny fields  dairy" and "SunnyFields Dairy" are one name. The server compares with the
 * same reading in SQL: lower(regexp_replace(name, '\s', '', 'g')).
 */
export function duplicateNameKey(name: string): string {
  return name.replace(/\s/g, '').toLowerCase()
}

/** Length of a Salesforce id's case-sensitive form; the 18-character form adds a 3-character checksum of its case. */
export const SALESFORCE_ACCOUNT_KEY_LENGTH = 15

/**
 * Two Salesforce ids name one account when their first 15 characters are equal, case included:
 * the 15-character id is case-sensitive, and the 18-character id is the same 15 characters
 * followed by a checksum of their case.
 */
export function salesforceAccountKey(id: string): string {
  return id.trim().slice(0, SALESFORCE_ACCOUNT_KEY_LENGTH)
}

/** The longest name a duplicate check looks up (the longest record name, 64, with room to spare). */
export const DUPLICATE_CHECK_TEXT_MAX = 255

const KIND_LABEL: Record<DuplicateKind, string> = { customer: 'customer', campaign: 'campaign', mission: 'mission' }
const SCOPE: Record<DuplicateKind, string> = { customer: '', campaign: ' for this customer', mission: ' in this campaign' }

export const duplicateMessages = {
  /** A warning under the name: the record may be saved anyway. */
  sameName: (kind: DuplicateKind, existing: string): string =>
    `A ${KIND_LABEL[kind]} named “${existing}” already exists${SCOPE[kind]}. Open it to check it is not the same one, or save anyway.`,
  /** The refusal under the Salesforce id, in the form and from the API. */
  salesforceIdTaken: (existing: string): string => `The customer “${existing}” already has this Salesforce account. Open it instead of creating a second one.`,
  /** The API's message for that refusal, beside the field message. */
  salesforceIdConflict: 'Another customer already has this Salesforce account.',
  /** The link beside a warning or refusal. */
  openExisting: (existing: string): string => `Open ${existing}`,
} as const
