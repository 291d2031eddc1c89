import { z } from 'zod'
import { searchTextSchema } from './search.schema'

/** The query of GET /api/jump_to: the text typed into the jump-to box. */
export const jumpToQuerySchema = z.object({ q: searchTextSchema() })
