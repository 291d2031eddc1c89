import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import type { AppDeps } from '../app-deps'
import { defineJob, jobBatchRunner, type JobAttempt } from './job-queue'

const counted: { queue: string; outcome: string }[] = []
const deps = { metrics: { jobBatches: { inc: (labels: { queue: string; outcome: string }) => counted.push(labels) } } } as unknown as AppDeps

function testJob(handle: (jobs: JobAttempt<{ reportId: number }>[]) => Promise<void>) {
  return defineJob({ name: 'unit-test', payload: z.object({ reportId: z.number().int().positive() }), retryLimit: 2, handle: (jobs) => handle(jobs) })
}

afterEach(() => {
  counted.length = 0
  vi.restoreAllMocks()
})

describe('defineJob', () => {
  it('hands the handler only payloads its schema accepts, typed, and refuses the others for good', async () => {
    const seen: JobAttempt<{ reportId: number }>[] = []
    const job = testJob(async (jobs) => void seen.push(...jobs))
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.spyOn(console, 'log').mockImplementation(() => undefined)
    const outcomes = await jobBatchRunner(
      job,
      deps,
    )([
      { id: 'good', data: { reportId: 7, requestId: 'r-1' }, retryCount: 0, retryLimit: 2 },
      { id: 'bad', data: { reportId: 'seven' }, retryCount: 0, retryLimit: 2 },
      { id: 'empty', data: null },
    ])
    expect(seen).toEqual([{ id: 'good', data: { reportId: 7 }, retryCount: 0, retryLimit: 2, lastAttempt: false }])
    expect(outcomes).toEqual([
      { id: 'bad', status: 'deadletter', output: { message: expect.stringContaining('reportId') } },
      { id: 'empty', status: 'deadletter', output: { message: expect.stringContaining('Invalid payload') } },
      { id: 'good', status: 'completed' },
    ])
    const refusals = errors.mock.calls.map(([line]) => JSON.parse(String(line)) as { msg: string; jobId: string; queue: string })
    expect(refusals.map((line) => [line.msg, line.jobId, line.queue])).toEqual([
      ['job payload refused', 'bad', 'unit-test'],
      ['job payload refused', 'empty', 'unit-test'],
    ])
    expect(counted).toEqual([
      { queue: 'unit-test', outcome: 'refused' },
      { queue: 'unit-test', outcome: 'completed' },
    ])
  })

  it('fails the valid jobs of a batch whose handler throws (pg-boss retries them) and tells the handler its last attempt', async () => {
    const attempts: boolean[] = []
    const job = testJob(async (jobs) => {
      attempts.push(...jobs.map((claimed) => claimed.lastAttempt))
      throw new Error('database went away')
    })
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.spyOn(console, 'log').mockImplementation(() => undefined)
    const run = jobBatchRunner(job, deps)
    expect(await run([{ id: 'first', data: { reportId: 1 }, retryCount: 0, retryLimit: 2 }])).toEqual([
      { id: 'first', status: 'failed', output: { message: 'database went away' } },
    ])
    expect(await run([{ id: 'last', data: { reportId: 1 }, retryCount: 2, retryLimit: 2 }])).toEqual([
      { id: 'last', status: 'failed', output: { message: 'database went away' } },
    ])
    expect(attempts).toEqual([false, true])
    const failures = errors.mock.calls.map(([line]) => JSON.parse(String(line)) as { msg: string; willRetry: boolean })
    expect(failures.map((line) => [line.msg, line.willRetry])).toEqual([
      ['job failed', true],
      ['job failed', false],
    ])
    expect(counted.map((labels) => labels.outcome)).toEqual(['failed', 'failed'])
  })

  it('takes the retry limit from the definition when the job comes without metadata', async () => {
    const attempts: JobAttempt<{ reportId: number }>[] = []
    const job = testJob(async (jobs) => void attempts.push(...jobs))
    expect((await job.run([{ id: 'plain', data: { reportId: 3 } }], deps)).outcomes).toEqual([{ id: 'plain', status: 'completed' }])
    expect(attempts[0]).toMatchObject({ retryCount: 0, retryLimit: 2, lastAttempt: false })
  })
})
