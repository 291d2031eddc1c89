/**
 * LIKE / ILIKE patterns of the lists' searches that match the text literally: %, _ and \ in a
 * search are not wildcards. Contains for names, streets and cities; from the start for store
 * numbers, postal codes, identities and Salesforce ids (the rule of each list: docs/domain/*.md).
 * Both kinds are served by the trigram indexes (GIN gin_trgm_ops) from the first character of a
 * prefix and the third of a contained text.
 */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

export const containsPattern = (text: string): string => `%${literal(text)}%`
export const prefixPattern = (text: string): string => `${literal(text)}%`
