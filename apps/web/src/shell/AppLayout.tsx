import { Suspense, type MouseEvent } from 'react'
import { Layout } from 'antd'
import { Link, Outlet } from 'react-router'
import { useAuth } from '../shared/auth/AuthProvider'
import { LeftMenu } from './LeftMenu'
import { RightMenu } from './RightMenu'
import { ConsoleShortcuts } from './jump-to/ConsoleShortcuts'
import styles from './AppLayout.module.css'
import { isNarrowWindow } from '../shared/layout/breakpoints'
import * as paths from '../shared/routing/paths'
import { lazyNamed } from '../shared/routing/lazy-route'

// Offers a reload when a new version is deployed: a chunk of its own, outside every route's first-render code.
const NewVersionNotice = lazyNamed(() => import('./new-version/NewVersionNotice'), 'NewVersionNotice')

const MAIN_CONTENT_ID = 'main-content'

/** Moves focus to the page's content, past the header and menu (13-17 Tabs otherwise). */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault()
  document.getElementById(MAIN_CONTENT_ID)?.focus()
}

export function AppLayout() {
  const { session } = useAuth()
  return (
    <Layout className={styles.root}>
      <a href={`#${MAIN_CONTENT_ID}`} className={styles.skipLink} onClick={skipToContent}>
        Skip to main content
      </a>
      <Layout.Header className={styles.header}>
        <Link to={paths.home} className={styles.brand} aria-label="Mission Control home">
          <span className={styles.logo} aria-hidden>
            ◎
          </span>
          <span className={styles.title}>Mission Control</span>
        </Link>
        {session && (
          <div className={styles.headerEnd}>
            <ConsoleShortcuts />
            <RightMenu profile={session.profile} />
          </div>
        )}
      </Layout.Header>
      <Layout>
        {session && (
          // Folded from the first render in a narrow window, not by antd's own effect after it: the
          // first render's layout effects (a map fitting its width) would measure the page with the
          // menu open, 220 pixels narrower than it ends, and keep what they measured.
          <Layout.Sider width={220} theme="light" className={styles.sider} breakpoint="lg" collapsedWidth={0} defaultCollapsed={isNarrowWindow()}>
            <LeftMenu />
          </Layout.Sider>
        )}
        <Layout.Content className={styles.content} id={MAIN_CONTENT_ID} tabIndex={-1}>
          <Outlet />
        </Layout.Content>
      </Layout>
      {session && (
        <Suspense fallback={null}>
          <NewVersionNotice />
        </Suspense>
      )}
    </Layout>
  )
}
