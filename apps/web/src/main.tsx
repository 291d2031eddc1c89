// First, so our own stylesheets (global.css, the CSS modules) come after antd's and win at equal specificity.
import 'antd/dist/antd.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import { createConsoleRouter, firstScreenReady } from './app/console-router'
import { createQueryClient } from './shared/api/query-client'
import { meQuery } from './shared/api/use-me'
import { isAuthenticated, loadSession } from './shared/auth/session-store'
import { loadAppConfig } from './shared/config/app-config'
import './app/global.css'

/**
 * How long the first render waits for the first screen's code, and then for its first data, before
 * drawing what it has (the shell with a placeholder, the screen with its loading state).
 */
const FIRST_SCREEN_WAIT = { codeMs: 1500, dataMs: 500 }

const root = createRoot(document.getElementById('root')!)
const queryClient = createQueryClient()
// Signed in: who the server says we are is asked at once, beside the config and the first screen's
// code and data (the router's first navigation), not after the first render.
if (isAuthenticated(loadSession())) void queryClient.prefetchQuery(meQuery)
const router = createConsoleRouter(queryClient)
Promise.all([loadAppConfig(), firstScreenReady(router, queryClient, FIRST_SCREEN_WAIT)]).then(
  () =>
    root.render(
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
    ),
  (error: Error) => root.render(<p style={{ padding: 24 }}>Mission Control could not start: {error.message}</p>),
)
