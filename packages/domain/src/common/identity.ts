// No zod here, so screens that only check an identity do not load the schemas (identity.schema.ts).

/** Identities (org places, missions, campaigns, customers) are 12 uppercase letters or digits. */
export const IDENTITY_LENGTH = 12
export const IDENTITY_PATTERN = /^[A-Z0-9]{12}$/

export const isIdentity = (value: unknown): value is string => typeof value === 'string' && IDENTITY_PATTERN.test(value)

export type Identity = string
