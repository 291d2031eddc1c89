import { QueryClient } from '@tanstack/react-query'
import { ApiError } from './http'

/** The spec polls lists and details every 60 s. */
export const POLL_INTERVAL_MS = 60_000

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 10_000,
        // Client errors will not fix themselves on retry.
        retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
        refetchOnWindowFocus: false,
      },
    },
  })
}
