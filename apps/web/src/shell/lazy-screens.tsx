import { Suspense } from 'react'
import { PageLoading } from '../shared/components/PageLoading'
import { lazyNamed } from '../shared/routing/lazy-route'

// The error and refusal screens draw antd's Result illustrations: loaded only when one shows.
const NotFound = lazyNamed(() => import('./NotFoundPage'), 'NotFoundPage')
const Crash = lazyNamed(() => import('./CrashScreen'), 'CrashScreen')

/** The 404 screen, its code fetched when it is first needed. */
export function LazyNotFoundPage() {
  return (
    <Suspense fallback={<PageLoading />}>
      <NotFound />
    </Suspense>
  )
}

/** The crash screen (a route's errorElement), its code fetched when something fails. */
export function LazyCrashScreen() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Crash />
    </Suspense>
  )
}
