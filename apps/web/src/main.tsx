import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import { loadAppConfig } from './shared/config/app-config'
import './app/global.css'

const root = createRoot(document.getElementById('root')!)
loadAppConfig().then(
  () =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  (error: Error) => root.render(<p style={{ padding: 24 }}>Mission Control could not start: {error.message}</p>),
)
