import path from 'node:path'

/** Every setting the server reads from its environment, with the offline defaults a fresh machine needs. */
export interface AppConfig {
  port: number
  host: string
  /** Where the browser reaches this server; the embedded identity provider's issuer lives under it. */
  publicUrl: string
  databaseUrl: string | undefined
  dataDir: string
  nodeEnv: string
  oidc: {
    issuer: string | undefined
    clientId: string
    audience: string
    algorithms: string[]
    /** Tokens issued longer ago than this are refused, whatever their `exp` says. */
    maxTokenAgeSeconds: number
  }
  /** Believe X-Forwarded-* headers (only behind a proxy that sets them; never on a directly exposed port). */
  trustProxy: boolean
  backendUrl: string
  toolsBaseUrl: string
  mapTileUrl: string
  runJobsInProcess: boolean
  webDistDir: string
  seedOnStart: boolean
  /** Start in production even though the demo sign-in accounts are active or keep their demo passwords. */
  allowDemoAccounts: boolean
  /** SMTP server for outgoing mail (smtp://user:pass@host:587); unset = the outbox folder. */
  smtpUrl: string | undefined
  mailFrom: string
  /** S3 or S3-compatible bucket for uploaded files; unset = a folder under the data directory. */
  /** Google service-account key file for Firebase Cloud Messaging; unset = pushes are logged. */
  fcmServiceAccountFile: string | undefined
  s3: { bucket: string; endpoint: string | undefined; region: string; forcePathStyle: boolean } | undefined
  /** How long /readyz waits for the database before it answers 503. */
  readinessTimeoutMs: number
  /** After SIGTERM: keep accepting this long with /readyz at 503, so a load balancer takes the process out first. */
  shutdownDrainMs: number
  /** After SIGTERM: the whole shutdown's bound; past it the process exits (non-zero) whatever is still running. */
  shutdownTimeoutMs: number
  /** Bearer token /metrics requires; unset = /metrics answers 404. */
  metricsToken: string | undefined
  /**
   * How long a request's staff and token-revocation lookup is reused for the same token: the
   * bound on how late another process's logout or employee change takes effect (0 = no cache).
   */
  staffCacheTtlMs: number
  /** A worker's port for /healthz, /readyz and /metrics (on HOST); unset = a worker listens on nothing. */
  workerOpsPort: number | undefined
  /** OpenTelemetry traces sent by OTLP/HTTP (JSON) to this collector; unset = tracing off, its SDK never loaded. */
  tracing: TracingConfig | undefined
}

export interface TracingConfig {
  /** The full URL spans are posted to (…/v1/traces). */
  tracesEndpoint: string
  serviceName: string
}

/**
 * The standard OpenTelemetry variables: OTEL_EXPORTER_OTLP_TRACES_ENDPOINT as is, or
 * OTEL_EXPORTER_OTLP_ENDPOINT with /v1/traces appended; OTEL_SDK_DISABLED=true or
 * OTEL_TRACES_EXPORTER=none turn it off again. A URL that does not parse stops the start.
 */
function tracingConfig(env: NodeJS.ProcessEnv): TracingConfig | undefined {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true' || env.OTEL_TRACES_EXPORTER?.trim().toLowerCase() === 'none') return undefined
  const traces = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim()
  const base = env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim()
  const endpoint = traces || (base ? `${base.replace(/\/$/, '')}/v1/traces` : undefined)
  if (!endpoint) return undefined
  if (!URL.canParse(endpoint) || !/^https?:$/.test(new URL(endpoint).protocol)) {
    throw new Error(`${traces ? 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT' : 'OTEL_EXPORTER_OTLP_ENDPOINT'} is not an http(s) URL: ${endpoint}`)
  }
  return { tracesEndpoint: endpoint, serviceName: env.OTEL_SERVICE_NAME?.trim() || 'mission-control' }
}

const seconds = (value: string | undefined, fallback: number): number => {
  const parsed = Number(value)
  return value !== undefined && value !== '' && Number.isFinite(parsed) && parsed >= 0 ? parsed * 1000 : fallback * 1000
}

const repoRoot = path.resolve(import.meta.dirname, '../../..')

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 8080)
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '')
  const clientId = env.OIDC_CLIENT_ID ?? 'mission-control-web'
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    publicUrl,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(repoRoot, '.data')),
    nodeEnv: env.NODE_ENV ?? 'development',
    oidc: {
      issuer: env.OIDC_ISSUER || undefined,
      clientId,
      audience: env.OIDC_AUDIENCE ?? clientId,
      algorithms: (env.OIDC_ALGORITHMS ?? 'RS256,ES256,PS256').split(','),
      maxTokenAgeSeconds: Number(env.OIDC_MAX_TOKEN_AGE_SECONDS ?? 24 * 3600),
    },
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    backendUrl: env.BACKEND_URL ?? 'https://backend.example.com',
    toolsBaseUrl: (env.TOOLS_BASE_URL ?? publicUrl).replace(/\/$/, ''),
    mapTileUrl: env.MAP_TILE_URL ?? '/tiles/{z}/{x}/{y}{r}.png',
    runJobsInProcess: env.RUN_JOBS_IN_PROCESS !== 'false',
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    seedOnStart: env.SEED_ON_START !== 'false',
    allowDemoAccounts: env.ALLOW_DEMO_ACCOUNTS === '1' || env.ALLOW_DEMO_ACCOUNTS === 'true',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Mission Control <no-reply@missioncontrol.test>',
    fcmServiceAccountFile: env.FCM_SERVICE_ACCOUNT_FILE || undefined,
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT || undefined,
          region: env.S3_REGION ?? env.AWS_REGION ?? 'us-east-1',
          forcePathStyle: env.S3_FORCE_PATH_STYLE !== 'false',
        }
      : undefined,
    readinessTimeoutMs: seconds(env.READINESS_TIMEOUT_SECONDS, 2),
    shutdownDrainMs: seconds(env.SHUTDOWN_DRAIN_SECONDS, 0),
    shutdownTimeoutMs: seconds(env.SHUTDOWN_TIMEOUT_SECONDS, 25),
    metricsToken: env.METRICS_TOKEN || undefined,
    staffCacheTtlMs: Number(env.STAFF_CACHE_TTL_MS ?? 5000),
    workerOpsPort: env.WORKER_OPS_PORT ? Number(env.WORKER_OPS_PORT) : undefined,
    tracing: tracingConfig(env),
  }
}

/** The issuer tokens are checked against: the configured one, or the embedded provider under /oidc. */
export function effectiveIssuer(config: AppConfig): string {
  return config.oidc.issuer ?? `${config.publicUrl}/oidc`
}
