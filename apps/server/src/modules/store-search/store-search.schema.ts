import { z } from 'zod'

/** Ours (the spec shows no contents for the store search screens): sizes the screens can handle at once. */
export const MAX_MATCH_ROWS = 5_000
export const MAX_SELECT_RESULTS = 5_000

const text = z
  .string()
  .trim()
  .max(255)
  .nullish()
  .transform((value) => (value ? value : null))

export const storeMatchInputSchema = z.object({
  customer: z.string().trim().max(64).nullish(),
  stores: z
    .array(z.object({ organizationName: text, storeNumber: text, streetAddress: text, city: text, state: text, postalCode: text, country: text }))
    .min(1, 'Add at least one store')
    .max(MAX_MATCH_ROWS, `At most ${MAX_MATCH_ROWS.toLocaleString('en-US')} stores can be matched at once`),
})

export const storeSelectQuerySchema = z
  .object({
    organization: z.string().trim().max(255).optional(),
    state: z.string().trim().max(64).optional(),
    city: z.string().trim().max(255).optional(),
    latitude: z.coerce.number().min(-90).max(90).optional(),
    longitude: z.coerce.number().min(-180).max(180).optional(),
    radiusMiles: z.coerce.number().positive().max(500).optional(),
    limit: z.coerce.number().int().min(1).max(MAX_SELECT_RESULTS).default(500),
  })
  .refine((q) => (q.latitude === undefined) === (q.longitude === undefined) && (q.radiusMiles === undefined || q.latitude !== undefined), {
    message: 'A radius needs both latitude and longitude',
    path: ['radiusMiles'],
  })
  .refine((q) => !!(q.organization || q.state || q.city || q.latitude !== undefined), {
    message: 'Give an organization, a state, a city or a point',
    path: ['organization'],
  })
