// First, so our own stylesheets (global.css, the CSS modules) come after antd's and win at equal specificity.
import 'antd/dist/antd.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import { createQueryClient } from './shared/api/query-client'
import { meQuery } from './shared/api/use-me'
import { isAuthenticated, loadSession } from './shared/auth/session-store'
import { loadAppConfig } from './shared/config/app-config'
import './app/global.css'

const root = createRoot(document.getElementById('root')!)
const queryClient = createQueryClient()
// Signed in: who the server says we are is asked at once, beside the config, not after the first
// render (nothing of the shell shows before it answers: RequireConsoleAccess).
if (isAuthenticated(loadSession())) void queryClient.prefetchQuery(meQuery)
loadAppConfig().then(
  () =>
    root.render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    ),
  (error: Error) => root.render(<p style={{ padding: 24 }}>Mission Control could not start: {error.message}</p>),
)
