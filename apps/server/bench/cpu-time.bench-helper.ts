// CPU time by process, read from /proc (Linux): where a run's time goes when more workers do not
// make it faster. Clock ticks are 1/100 s on Linux (USER_HZ).
import fs from 'node:fs'

const TICKS_PER_SECOND = 100

interface ProcStat {
  pid: number
  ppid: number
  /** utime + stime of the process itself. */
  own: number
  /** cutime + cstime: what its children that have exited used. */
  reaped: number
}

function readStat(pid: number): ProcStat | undefined {
  let text: string
  try {
    text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
  } catch {
    return undefined
  }
  // The command name is in parentheses and may hold spaces: the fields start after the last ')'.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ')
  // fields[0] is field 3 (state): utime is field 14, stime 15, cutime 16, cstime 17, ppid 4.
  const field = (n: number) => Number(fields[n - 3])
  return { pid, ppid: field(4), own: field(14) + field(15), reaped: field(16) + field(17) }
}

const allPids = () =>
  fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)

/** CPU seconds used so far by a process, or by a server process and every child it has (a postmaster and its backends). */
export function cpuSeconds(pid: number, withChildren = false): number {
  const root = readStat(pid)
  if (!root) return 0
  let ticks = root.own
  if (withChildren) {
    ticks += root.reaped
    for (const child of allPids()) {
      const stat = readStat(child)
      if (stat?.ppid === pid) ticks += stat.own
    }
  }
  return ticks / TICKS_PER_SECOND
}

/** CPU seconds of each named process group between two readings. */
export function cpuMeter(groups: Record<string, () => number>) {
  const before = Object.fromEntries(Object.entries(groups).map(([name, read]) => [name, read()]))
  return () => Object.fromEntries(Object.entries(groups).map(([name, read]) => [name, read() - before[name]!]))
}
