import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { JumpTarget } from '@mc/domain/common/jump-to'
import { SEARCH_DEBOUNCE_MS, searchText } from '@mc/domain/common/search'
import { apiFetch } from '../../shared/api/http'
import { queryKeys } from '../../shared/api/query-keys'
import { useDebouncedValue } from '../../shared/hooks/use-debounced-value'

/** What the jump-to box offers for `typed` (GET /api/jump_to), asked once typing pauses. */
export function useJumpTargets(typed: string) {
  const text = searchText(typed)
  const asked = useDebouncedValue(text, SEARCH_DEBOUNCE_MS)
  const result = useQuery({
    queryKey: queryKeys.jumpTo(asked),
    queryFn: async () => (await apiFetch<{ results: JumpTarget[] }>(`/jump_to?q=${encodeURIComponent(asked)}`)).results,
    enabled: asked !== '',
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  })
  return { text, asked, settled: asked === text && !result.isFetching, results: text === '' ? [] : (result.data ?? []), failed: result.isError }
}
