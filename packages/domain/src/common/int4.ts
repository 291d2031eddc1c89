// Apart from numbers.ts (zod), so rules that only need the bounds do not load the schemas.

/** The range of a PostgreSQL `integer` (int4) column: serial ids, counts, caps, prices, legacy ids. */
export const INT4_MIN = -2_147_483_648
export const INT4_MAX = 2_147_483_647
