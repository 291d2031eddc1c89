import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { freePort } from '../test/free-port'
import { waitFor } from './child-server.test-helper'

export interface LoadBalancer {
  url: string
  /** The backends HAProxy currently sends requests to (its health check says UP). */
  upBackends(): Promise<string[]>
  stop(): Promise<void>
}

const HAPROXY = ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy'].find((file) => fs.existsSync(file))

/**
 * HAProxy from Debian's package in front of API processes, configured as docs/OPERATIONS.md tells an
 * operator: health check GET /readyz every 250 ms, each allowed 2 s (two failures take a backend out, two successes
 * bring it back), X-Forwarded-* set, and a request that found a backend gone (connection refused or
 * closed without an answer) retried once on another backend.
 */
export async function startLoadBalancer(backendPorts: readonly number[]): Promise<LoadBalancer> {
  if (!HAPROXY) throw new Error('HAProxy is not installed (apt-get install haproxy): the cluster test needs a real load balancer.')
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-haproxy-'))
  const port = await freePort()
  const statsSocket = path.join(dir, 'stats.sock')
  const config = `
global
  maxconn 2000
  stats socket ${statsSocket} mode 600 level admin

defaults
  mode http
  option forwardfor
  timeout connect 2s
  # Inactivity timeouts: the live console's stream (GET /api/events) sends a ping every 15 s, so it
  # stays open under them; HAProxy passes the response on as it comes (no response buffering).
  timeout client 60s
  timeout server 60s
  # Send each piece of a response at once: without it HAProxy marks the stream's frames "more to
  # come" (MSG_MORE) and the kernel holds each for up to 200 ms (an event took 220 ms, 48 ms direct).
  option http-no-delay
  retries 2
  option redispatch 1
  # L7 retries need the whole request in hand; console calls are small.
  option http-buffer-request
  retry-on conn-failure empty-response response-timeout

frontend console
  bind 127.0.0.1:${port}
  http-request set-header X-Forwarded-Proto http
  default_backend api

backend api
  balance roundrobin
  option httpchk GET /readyz
  http-check expect status 200
  # A check may take up to 2 s (a loaded machine answers slowly; /readyz bounds itself at 2 s), and
  # one failed check is not enough to take a backend out: a slow answer from the one process left
  # during a restart must not leave the balancer with none. A draining process answers 503 at once,
  # so it is out after two checks (0.5 s), inside SHUTDOWN_DRAIN_SECONDS.
  timeout check 2s
  default-server inter 250ms fall 2 rise 2
${backendPorts.map((backend, index) => `  server api${index + 1} 127.0.0.1:${backend} check`).join('\n')}
`
  fs.writeFileSync(path.join(dir, 'haproxy.cfg'), config)
  const check = spawnSync(HAPROXY, ['-c', '-f', path.join(dir, 'haproxy.cfg')], { encoding: 'utf8' })
  if (check.status !== 0) throw new Error(`haproxy refused its configuration:\n${check.stdout}${check.stderr}`)
  const child = spawn(HAPROXY, ['-db', '-f', path.join(dir, 'haproxy.cfg')], { stdio: ['ignore', 'ignore', 'pipe'] })
  let output = ''
  child.stderr!.on('data', (chunk) => (output += chunk))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))

  const upBackends = async (): Promise<string[]> => {
    // `show stat` over the admin socket: CSV, one line per server with its status column.
    const answer = await askSocket(statsSocket, 'show stat\n').catch(() => '')
    const lines = answer.split('\n').filter((line) => line.startsWith('api,api'))
    return lines.filter((line) => line.split(',')[17] === 'UP').map((line) => line.split(',')[1]!)
  }
  await waitFor(() => fs.existsSync(statsSocket) || child.exitCode !== null, 10_000)
  if (child.exitCode !== null) throw new Error(`haproxy exited at start:\n${output}`)
  return {
    url: `http://127.0.0.1:${port}`,
    upBackends,
    async stop() {
      child.kill('SIGTERM')
      await exited
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

async function askSocket(socketPath: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.createConnection(socketPath)
    let data = ''
    socket.on('connect', () => socket.write(command))
    socket.on('data', (chunk) => (data += chunk))
    socket.on('end', () => resolve(data))
    socket.on('error', reject)
  })
}
