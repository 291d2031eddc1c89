import type pg from 'pg'
import { sql } from 'drizzle-orm'
import { queryRows } from '../db/pg-statement'
import { timingSafeEqual } from 'node:crypto'
import client from 'prom-client'

/**
 * Prometheus metrics of one process (a registry of its own, so several servers in one test process
 * do not mix). Request series are labelled by route pattern, never the raw URL.
 */
export interface Metrics {
  registry: client.Registry
  observeRequest(labels: { method: string; route: string; statusCode: number }, seconds: number): void
  storeListRowsProcessed: client.Counter
  jobBatches: client.Counter<'queue' | 'outcome'>
  /** Open live-console streams (GET /api/events) of this process. */
  liveStreams: client.Gauge
}

const statusClass = (statusCode: number): string => `${Math.floor(statusCode / 100)}xx`

export function createMetrics(pool: pg.Pool): Metrics {
  const registry = new client.Registry()
  client.collectDefaultMetrics({ register: registry, prefix: 'mc_' })

  const requests = new client.Counter({
    name: 'mc_http_requests_total',
    help: 'HTTP requests answered, by route pattern and status class.',
    labelNames: ['method', 'route', 'status_class'],
    registers: [registry],
  })
  const duration = new client.Histogram({
    name: 'mc_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern and status class.',
    labelNames: ['method', 'route', 'status_class'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  const errors = new client.Counter({
    name: 'mc_http_errors_total',
    help: 'HTTP requests answered with a 5xx, by route pattern.',
    labelNames: ['method', 'route'],
    registers: [registry],
  })
  const storeListRowsProcessed = new client.Counter({
    name: 'mc_store_list_rows_processed_total',
    help: 'Store-list rows this process moved to a final status (batches committed).',
    registers: [registry],
  })
  const jobBatches = new client.Counter({
    name: 'mc_job_batches_total',
    help: 'Job batches this process ran, by queue and outcome (completed, failed, refused payloads).',
    labelNames: ['queue', 'outcome'] as const,
    registers: [registry],
  })

  const liveStreams = new client.Gauge({
    name: 'mc_live_streams',
    help: 'Open live-console event streams (GET /api/events) of this process.',
    registers: [registry],
  })

  // Queue figures come from pg-boss's tables, so every process reports the same, whole-system numbers.
  // Both gauges read one query; a scrape asks them at once, so they share it while it runs.
  type QueueRow = { queue: string; ready: number; deferred: number; active: number; oldest: number }
  let pending: Promise<QueueRow[] | undefined> | undefined
  const queueRows = () =>
    (pending ??= queryRows<QueueRow>(
      pool,
      sql`select q.name as queue,
                count(j.id) filter (where j.state in ('created', 'retry') and j.start_after <= now())::int as ready,
                count(j.id) filter (where j.state in ('created', 'retry') and j.start_after > now())::int as deferred,
                count(j.id) filter (where j.state = 'active')::int as active,
                coalesce(extract(epoch from now() - min(j.start_after) filter (where j.state in ('created', 'retry') and j.start_after <= now())), 0)::float8 as oldest
           from pgboss.queue q left join pgboss.job j on j.name = q.name and j.state < 'completed'
          where q.name not like '\\_\\_%'
          group by q.name`,
    )
      .catch(() => {
        scrapeErrors.inc()
        return undefined
      })
      .finally(() => (pending = undefined)))
  const scrapeErrors = new client.Counter({
    name: 'mc_metrics_queue_query_errors_total',
    help: 'Scrapes whose job-queue query failed (the queue gauges then keep their last values).',
    registers: [registry],
  })
  new client.Gauge({
    name: 'mc_job_queue_depth',
    help: 'Jobs by queue and state: ready (waiting for a worker), deferred (retry or start later), active.',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      for (const row of (await queueRows()) ?? []) {
        this.set({ queue: row.queue, state: 'ready' }, Number(row.ready))
        this.set({ queue: row.queue, state: 'deferred' }, Number(row.deferred))
        this.set({ queue: row.queue, state: 'active' }, Number(row.active))
      }
    },
  })
  new client.Gauge({
    name: 'mc_job_queue_oldest_ready_seconds',
    help: 'How long the longest-waiting ready job of each queue has been waiting.',
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      for (const row of (await queueRows()) ?? []) this.set({ queue: row.queue }, Number(row.oldest))
    },
  })
  new client.Gauge({
    name: 'mc_db_pool_connections',
    help: "The request pool's connections: total (open), idle, waiting (requests queued for one).",
    labelNames: ['state'],
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, pool.totalCount)
      this.set({ state: 'idle' }, pool.idleCount)
      this.set({ state: 'waiting' }, pool.waitingCount)
    },
  })

  return {
    registry,
    storeListRowsProcessed,
    jobBatches,
    liveStreams,
    observeRequest({ method, route, statusCode }, seconds) {
      const labels = { method, route, status_class: statusClass(statusCode) }
      requests.inc(labels)
      duration.observe(labels, seconds)
      if (statusCode >= 500) errors.inc({ method, route })
    },
  }
}

/** `Authorization: Bearer <METRICS_TOKEN>`, compared in constant time. */
export function metricsTokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/i.exec(header ?? '')?.[1] ?? '')
  const expected = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
