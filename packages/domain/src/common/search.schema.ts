import { z } from 'zod'
import { MUST_BE_TEXT, tooLong } from './messages'
import { SEARCH_TEXT_MAX } from './search'

/**
 * A list's search text, REST query or GraphQL argument alike: optional, trimmed, at most
 * SEARCH_TEXT_MAX characters (refused beyond, never cut). Empty after trimming means no search.
 */
export const searchTextSchema = () => z.string({ error: MUST_BE_TEXT }).trim().max(SEARCH_TEXT_MAX, tooLong(SEARCH_TEXT_MAX)).optional()
