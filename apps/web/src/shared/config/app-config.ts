export interface AppConfig {
  issuer: string
  clientId: string
  scope: string
  backendUrl: string
  toolsBaseUrl: string
  mapTileUrl: string
  testHooks?: boolean
}

let current: AppConfig | undefined
let loading: Promise<AppConfig> | undefined

async function fetchAppConfig(): Promise<AppConfig> {
  const response = await fetch('/app-config.json')
  if (!response.ok) throw new Error(`Could not load /app-config.json (HTTP ${response.status})`)
  current = (await response.json()) as AppConfig
  return current
}

/**
 * Loaded once before the app renders (main.tsx): where to sign in and which external hosts to link
 * to. Later calls share the same answer (a route deciding on it while the app starts).
 */
export function loadAppConfig(): Promise<AppConfig> {
  loading ??= fetchAppConfig()
  return loading
}

export function appConfig(): AppConfig {
  if (!current) throw new Error('App config is not loaded yet')
  return current
}

export function setAppConfigForTests(config: AppConfig): void {
  current = config
}
