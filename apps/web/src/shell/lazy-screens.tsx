import { Suspense, useState } from 'react'
import { useRouteError } from 'react-router'
import { Button, Flex, Typography } from 'antd'
import { PageLoading } from '../shared/components/PageLoading'
import { lazyNamed } from '../shared/routing/lazy-route'
import { reloadForMissingCode } from '../shared/routing/missing-code'

// The error screens draw antd's Result illustrations: loaded only when one shows.
const NotFound = lazyNamed(() => import('./NotFoundPage'), 'NotFoundPage')
// When the crash is code that could not load (a deploy since this page opened, the network gone),
// the crash screen's own code may not load either: then a plain one says so.
const Crash = lazyNamed(() => import('./CrashScreen').catch(() => ({ CrashScreen: CodeMissingScreen })), 'CrashScreen')

function CodeMissingScreen() {
  return (
    <Flex vertical align="center" style={{ padding: 48 }}>
      <Typography.Title level={3}>Sorry, something went wrong.</Typography.Title>
      <Typography.Paragraph>Part of Mission Control could not be loaded: it may have been updated since this page opened.</Typography.Paragraph>
      <Button type="primary" onClick={() => window.location.reload()}>
        Reload the Page
      </Button>
    </Flex>
  )
}

/** The 404 screen, its code fetched when it is first needed. */
export function LazyNotFoundPage() {
  return (
    <Suspense fallback={<PageLoading />}>
      <NotFound />
    </Suspense>
  )
}

/**
 * The crash screen (a route's errorElement), its code fetched when something fails. When the
 * failure is code that could not load (a deploy removed it), the page is first loaded again once
 * at the same address (shared/routing/missing-code.ts).
 */
export function LazyCrashScreen() {
  const error = useRouteError()
  // Decided once, when the error screen first shows: the page is going, nothing else draws.
  const [reloading] = useState(() => reloadForMissingCode(error))
  if (reloading) return <PageLoading />
  return (
    <Suspense fallback={<PageLoading />}>
      <Crash />
    </Suspense>
  )
}
