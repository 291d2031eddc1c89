// Load and timing helpers of the server benchmarks (no server code: the csv bench runs without one).

export interface LoadFigures {
  requests: number
  seconds: number
  perSecond: number
  p50: number
  p95: number
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!

export interface LoadRun {
  latencies: number[]
  seconds: number
}

/** `clients` loops, each sending `perClient` requests one after another: every latency (ms) and the wall time. */
export async function loadRun(clients: number, perClient: number, send: () => Promise<unknown>): Promise<LoadRun> {
  const latencies: number[] = []
  const started = performance.now()
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let i = 0; i < perClient; i++) {
        const t = performance.now()
        await send()
        latencies.push(performance.now() - t)
      }
    }),
  )
  return { latencies, seconds: (performance.now() - started) / 1000 }
}

/** Throughput and percentiles over one or more runs taken together (interleaved runs even out drift). */
export function loadFigures(runs: readonly LoadRun[]): LoadFigures {
  const latencies = runs.flatMap((run) => run.latencies).sort((a, b) => a - b)
  const seconds = runs.reduce((total, run) => total + run.seconds, 0)
  return { requests: latencies.length, seconds, perSecond: latencies.length / seconds, p50: percentile(latencies, 50), p95: percentile(latencies, 95) }
}

export const load = async (clients: number, perClient: number, send: () => Promise<unknown>): Promise<LoadFigures> =>
  loadFigures([await loadRun(clients, perClient, send)])

export async function postJson(url: string, token: string, body: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const json = (await response.json()) as { errors?: { message: string }[] }
  if (!response.ok || json.errors) throw new Error(`${url}: HTTP ${response.status} ${JSON.stringify(json.errors ?? json).slice(0, 300)}`)
  return json
}

export const ms = (value: number) => `${value.toFixed(1)} ms`

/** Median of `runs` timings of `work` (ms). */
export async function medianTime(runs: number, work: () => Promise<unknown>): Promise<number> {
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const t = performance.now()
    await work()
    times.push(performance.now() - t)
  }
  times.sort((a, b) => a - b)
  return times[Math.floor(times.length / 2)]!
}
