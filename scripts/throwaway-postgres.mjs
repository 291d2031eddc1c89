// Starts a disposable PostgreSQL cluster on a free loopback port in a temp folder, for tests
// and benchmarks. initdb refuses to run as root, so as root the cluster belongs to `postgres`.
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

export function findPostgresBin() {
  const candidates = [
    process.env.PG_BIN,
    ...(fs.existsSync('/usr/lib/postgresql')
      ? fs
          .readdirSync('/usr/lib/postgresql')
          .sort()
          .reverse()
          .map((v) => `/usr/lib/postgresql/${v}/bin`)
      : []),
    '/usr/local/bin',
  ].filter(Boolean)
  return candidates.find((dir) => fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl')))
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

function runAs(user, command, args) {
  if (user) return execFileSync('runuser', ['-u', user, '--', command, ...args], { stdio: 'pipe' })
  return execFileSync(command, args, { stdio: 'pipe' })
}

export async function startThrowawayPostgres() {
  const bin = findPostgresBin()
  if (!bin) return undefined
  const isRoot = process.getuid?.() === 0
  const user = isRoot ? 'postgres' : undefined
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-pg-'))
  if (isRoot) execFileSync('chown', ['-R', 'postgres:postgres', dir])
  const data = path.join(dir, 'data')
  runAs(user, path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale'])
  const port = await freePort()
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`
  runAs(user, path.join(bin, 'pg_ctl'), ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start'])
  const stop = () => {
    spawnSync(
      isRoot ? 'runuser' : path.join(bin, 'pg_ctl'),
      isRoot ? ['-u', 'postgres', '--', path.join(bin, 'pg_ctl'), '-D', data, '-m', 'fast', 'stop'] : ['-D', data, '-m', 'fast', 'stop'],
      { stdio: 'ignore' },
    )
    fs.rmSync(dir, { recursive: true, force: true })
  }
  const postmasterPid = Number(fs.readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0])
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, postmasterPid, stop }
}
