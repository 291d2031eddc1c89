import Fastify, { type FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { trackRequestsInFlight } from './requests-in-flight'

let app: FastifyInstance | undefined
afterEach(async () => app?.close())

/** A server whose /slow answers when told to, with what onChange heard so far. */
async function serverWithGate() {
  const heard: boolean[] = []
  const gates: (() => void)[] = []
  app = Fastify()
  trackRequestsInFlight(app, (busy) => heard.push(busy))
  app.get('/slow', () => new Promise<string>((resolve) => gates.push(() => resolve('done'))))
  app.get('/fast', async () => 'done')
  const url = await app.listen({ port: 0, host: '127.0.0.1' })
  return { heard, url, release: () => gates.splice(0).forEach((open) => open()), waiting: () => gates.length }
}

describe('trackRequestsInFlight', () => {
  it('says busy when a request starts and idle when it has been answered', async () => {
    const { heard, url } = await serverWithGate()
    expect(await (await fetch(`${url}/fast`)).text()).toBe('done')
    await expect.poll(() => heard).toEqual([true, false])
  })

  it('stays busy until the last of overlapping requests ends, saying so once', async () => {
    const { heard, url, release, waiting } = await serverWithGate()
    const slow = fetch(`${url}/slow`)
    await expect.poll(waiting).toBe(1)
    expect(await (await fetch(`${url}/fast`)).text()).toBe('done')
    expect(heard).toEqual([true])
    release()
    await (await slow).text()
    await expect.poll(() => heard).toEqual([true, false])
  })

  it('says idle when a client leaves before its answer', async () => {
    const { heard, url, release, waiting } = await serverWithGate()
    const controller = new AbortController()
    const gone = fetch(`${url}/slow`, { signal: controller.signal }).catch(() => 'aborted')
    await expect.poll(waiting).toBe(1)
    controller.abort()
    expect(await gone).toBe('aborted')
    await expect.poll(() => heard).toEqual([true, false])
    release()
  })
})
