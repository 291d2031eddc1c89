import { useQuery } from '@tanstack/react-query'
import type { DuplicateKind, PossibleDuplicate } from '@mc/domain/common/duplicates.rules'
import { apiFetch } from './http'
import { queryKeys } from './query-keys'
import { useDebouncedValue } from '../hooks/use-debounced-value'

/** How long typing pauses before the form asks (a request per pause, not per key). */
export const DUPLICATE_CHECK_DEBOUNCE_MS = 400

/** The query string of a check: the values that are not blank, in a fixed order. */
function checkQuery(params: Record<string, string | undefined>): string {
  const entries = Object.entries(params).filter((entry): entry is [string, string] => !!entry[1]?.trim())
  return new URLSearchParams(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))).toString()
}

/**
 * The existing records a form's values collide with (docs/domain/customers.md): asked once the
 * typing pauses, never for blank values. `checked` names the values that trigger a check (name,
 * Salesforce id); `scope` and `except` only narrow it. A failed check shows nothing: the save
 * still answers for refusals.
 */
export function usePossibleDuplicates(
  kind: DuplicateKind,
  checked: Record<string, string | undefined>,
  scope: Record<string, string | undefined> = {},
): PossibleDuplicate[] {
  const asked = Object.values(checked).some((value) => !!value?.trim()) ? checkQuery({ ...checked, ...scope }) : ''
  const query = useDebouncedValue(asked, DUPLICATE_CHECK_DEBOUNCE_MS)
  const result = useQuery({
    queryKey: queryKeys.duplicates(kind, query),
    queryFn: async () => (await apiFetch<{ duplicates: PossibleDuplicate[] }>(`/duplicates/${kind}s?${query}`)).duplicates,
    enabled: query !== '' && query === asked,
    staleTime: 0,
    retry: false,
  })
  return query === asked ? (result.data ?? []) : []
}
