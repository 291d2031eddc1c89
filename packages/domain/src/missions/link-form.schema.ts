import { z } from 'zod'
import { MUST_BE_TEXT, REQUIRED } from '../common/messages'

/** Form-link edit: the chosen form (survey task summary) is required. */
export const linkFormSchema = z.object({
  taskIdentity: z
    .string({ error: (issue) => (issue.input == null ? REQUIRED : MUST_BE_TEXT) })
    .trim()
    .min(1, REQUIRED),
})
export type LinkForm = z.output<typeof linkFormSchema>

export interface TaskSummary {
  id: string
  name: string
  description?: string | null
}

/** The form picker's search: case-insensitive match on name or description; blank query matches all. */
export function matchesFormSearch(form: TaskSummary, query: string): boolean {
  const needle = query.trim().toLowerCase()
  if (needle === '') return true
  return form.name.toLowerCase().includes(needle) || (form.description ?? '').toLowerCase().includes(needle)
}
