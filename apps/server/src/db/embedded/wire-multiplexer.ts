import net from 'node:net'
import type { PGlite } from '@electric-sql/pglite'

const SSL_REQUEST = 80877103
const CANCEL_REQUEST = 80877102
const PROTOCOL_3 = 196608

/** Message types after which the client waits for an answer: the end of one unit of work. */
const ENDS_GROUP = new Set(['S', 'Q', 'H', 'F'])

interface Unit {
  connection: Connection
  bytes: Uint8Array
  isStartup?: boolean
}

interface Connection {
  id: number
  socket: net.Socket
  closed: boolean
  /** Named BACKGROUND_APPLICATION_NAME at startup: its turns yield to the console's. */
  background: boolean
  /** Its named prepared statements, as the session knows them (see sessionStatementName). */
  statements: Set<string>
  /** Channels it LISTENs on: notifications on them are sent to it, whoever's statement produced them. */
  listens: Set<string>
}

/** `LISTEN x` / `UNLISTEN x` sent as a simple query (node-postgres sends them so). */
const LISTEN_QUERY = /^\s*(listen|unlisten)\s+"?([A-Za-z_][A-Za-z0-9_]*)"?\s*;?\s*$/i

/** The text of a simple Query message. */
const queryText = (message: Buffer): string => message.toString('utf8', 5, message.length - 1)

/** A NotificationResponse's channel (after the length and the notifying backend's pid). */
const notificationChannel = (message: Buffer): string => cString(message, 9).value

/**
 * PGlite's one session holds every client's named prepared statements, but each client names its
 * own (node-postgres prepares a `name` once per connection): two connections preparing the same
 * name would collide ("prepared statement already exists"), and one could run the other's. So
 * each connection's names are made its own in the session, and deallocated when it leaves.
 */
const sessionStatementName = (connection: Connection, name: string) => `c${connection.id}:${name}`

/** The NUL-terminated string at `offset` of a message, and where it ends. */
function cString(message: Buffer, offset: number): { value: string; end: number } {
  const end = message.indexOf(0, offset)
  return { value: message.toString('utf8', offset, end), end }
}

/** `message` with its statement name at `offset` replaced by the connection's own (the length field rewritten). */
function withSessionName(connection: Connection, message: Buffer, offset: number): Buffer {
  const { value, end } = cString(message, offset)
  if (value === '') return message
  const renamed = Buffer.from(sessionStatementName(connection, value), 'utf8')
  const result = Buffer.concat([message.subarray(0, offset), renamed, message.subarray(end)])
  result.writeInt32BE(result.length - 1, 1)
  return result
}

/**
 * The extended-protocol messages that name a prepared statement, renamed for the session:
 * Parse (name first), Bind (after the portal's name), Describe and Close of a statement ('S').
 */
function renameStatements(connection: Connection, type: string, message: Buffer): Buffer {
  if (type === 'P') {
    const name = cString(message, 5).value
    if (name !== '') connection.statements.add(sessionStatementName(connection, name))
    return withSessionName(connection, message, 5)
  }
  if (type === 'B') return withSessionName(connection, message, cString(message, 5).end + 1)
  if ((type === 'D' || type === 'C') && message[5] === 0x53) {
    if (type === 'C') connection.statements.delete(sessionStatementName(connection, cString(message, 6).value))
    return withSessionName(connection, message, 6)
  }
  return message
}

/**
 * The application_name of background work's connections (job handlers). Between transactions the
 * multiplexer serves every other client's waiting statements first, and lets background work start
 * its next turn only FOREGROUND_GRACE_MS after the console's last statement: a request's next
 * statement follows its previous answer within a few milliseconds, so a console call runs its
 * statements one after another instead of queueing behind a whole batch transaction each time.
 * The grace is for a request still in flight: when the server says none is (setConsoleBusy), the
 * background's next turn starts at once.
 */
export const BACKGROUND_APPLICATION_NAME = 'mission-control-background'
const FOREGROUND_GRACE_MS = 10

/** The parameters of a startup message (after length and protocol code): NUL-terminated name/value pairs. */
function startupParameters(message: Buffer): Map<string, string> {
  const parts = message.subarray(8).toString('utf8').split('\0')
  const parameters = new Map<string, string>()
  for (let i = 0; i + 1 < parts.length && parts[i]; i += 2) parameters.set(parts[i]!, parts[i + 1]!)
  return parameters
}

/**
 * Serves one PGlite instance to many Postgres clients. PGlite has a single session, so the
 * clients take turns: a turn is a whole group of extended-protocol messages up to Sync (never
 * single messages, or one client's Parse could replace another's unnamed statement before its
 * Bind), and while a client has a transaction open only that client's groups run.
 */
export class WireMultiplexer {
  private queue: Unit[] = []
  private running = false
  private owner: Connection | undefined
  private nextId = 1
  /**
   * PGlite's answer to a startup message (authentication ok, parameters, ready). It is the same
   * for every client, so after the first one it is replayed: a new connection never waits for
   * another client's transaction just to say hello.
   */
  private startupReply: Buffer | undefined
  private lastForegroundAt = 0
  /** Whether the server has an HTTP request in flight, whose next statement may be on its way. Until it says, assume so. */
  private consoleBusy = true
  /** Prepared statements of connections that left, deallocated between transactions. */
  private leftStatements: string[] = []
  private wakeUp: NodeJS.Timeout | undefined
  readonly server: net.Server

  constructor(private readonly db: PGlite) {
    this.server = net.createServer((socket) => this.accept(socket))
  }

  listen(port = 0, host = '127.0.0.1'): Promise<number> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject)
      this.server.listen(port, host, () => resolve((this.server.address() as net.AddressInfo).port))
    })
  }

  /** Stops listening and ends every client's connection: an idle pool (a worker's) would otherwise hold the close open. */
  close(): Promise<void> {
    clearTimeout(this.wakeUp)
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()))
    for (const socket of this.sockets) socket.destroy()
    return closed
  }

  /**
   * The server's word on its HTTP requests: busy while any is in flight. Once none is, no request
   * will follow its last statement with another, so background work need not wait out the grace
   * (about 10 ms of the database's time per console call otherwise).
   */
  setConsoleBusy(busy: boolean): void {
    this.consoleBusy = busy
    if (!busy) void this.drain()
  }

  private readonly sockets = new Set<net.Socket>()

  private accept(socket: net.Socket): void {
    socket.setNoDelay(true)
    this.sockets.add(socket)
    socket.once('close', () => this.sockets.delete(socket))
    const connection: Connection = { id: this.nextId++, socket, closed: false, background: false, statements: new Set(), listens: new Set() }
    let buffer: Buffer = Buffer.alloc(0)
    let started = false
    let group: Buffer[] = []
    socket.on('data', (chunk: Buffer) => {
      buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk
      for (;;) {
        if (!started) {
          if (buffer.length < 8) return
          const length = buffer.readInt32BE(0)
          if (buffer.length < length) return
          const code = buffer.readInt32BE(4)
          const message = buffer.subarray(0, length)
          buffer = buffer.subarray(length)
          if (code === SSL_REQUEST) socket.write('N')
          else if (code === CANCEL_REQUEST) socket.end()
          else if (code === PROTOCOL_3) {
            started = true
            connection.background = startupParameters(message).get('application_name') === BACKGROUND_APPLICATION_NAME
            if (this.startupReply) socket.write(this.startupReply)
            else this.enqueue({ connection, bytes: new Uint8Array(message), isStartup: true })
          }
          continue
        }
        if (buffer.length < 5) return
        const length = 1 + buffer.readInt32BE(1)
        if (buffer.length < length) return
        const type = String.fromCharCode(buffer[0]!)
        const message = buffer.subarray(0, length)
        buffer = buffer.subarray(length)
        if (type === 'X') {
          socket.end()
          return
        }
        if (type === 'Q') this.noteListen(connection, queryText(message))
        group.push(renameStatements(connection, type, message))
        if (ENDS_GROUP.has(type)) {
          this.enqueue({ connection, bytes: new Uint8Array(Buffer.concat(group)) })
          group = []
        }
      }
    })
    const close = () => {
      if (connection.closed) return
      connection.closed = true
      this.queue = this.queue.filter((unit) => unit.connection !== connection)
      this.leftStatements.push(...connection.statements)
      this.forgetListens(connection)
      void this.releaseIfOwner(connection).then(() => this.drain())
    }
    socket.on('close', close)
    socket.on('error', close)
  }

  /**
   * PGlite's one session listens for every client: a NOTIFY's NotificationResponse comes out in the
   * reply of whichever statement ends the notifying transaction. So the multiplexer keeps which
   * client asked for which channel and sends each notification to those clients (pg's LISTEN, as
   * on PostgreSQL: the live console's listener, live/live-hub.ts), never to the notifier.
   */
  private readonly listeners = new Map<string, Set<Connection>>()
  /** Channels nobody listens on any more: UNLISTENed between transactions. */
  private leftChannels: string[] = []

  private noteListen(connection: Connection, text: string): void {
    const match = LISTEN_QUERY.exec(text)
    if (!match) return
    const channel = match[2]!.toLowerCase()
    if (match[1]!.toLowerCase() === 'listen') {
      connection.listens.add(channel)
      const set = this.listeners.get(channel) ?? new Set()
      set.add(connection)
      this.listeners.set(channel, set)
    } else {
      connection.listens.delete(channel)
      this.listeners.get(channel)?.delete(connection)
    }
  }

  private forgetListens(connection: Connection): void {
    for (const channel of connection.listens) {
      const set = this.listeners.get(channel)
      set?.delete(connection)
      if (set && set.size === 0) {
        this.listeners.delete(channel)
        this.leftChannels.push(channel)
      }
    }
  }

  /**
   * Writes a reply to its client, sending each NotificationResponse to the clients listening on its
   * channel instead. `carry` holds a message split across two chunks of the reply.
   */
  private writeReply(socket: net.Socket, data: Buffer, state: { carry: Buffer | undefined }): void {
    if (this.listeners.size === 0 && !state.carry) {
      if (!socket.destroyed) socket.write(data)
      return
    }
    const buffer = state.carry ? Buffer.concat([state.carry, data]) : data
    let offset = 0
    let start = 0
    while (offset + 5 <= buffer.length) {
      const end = offset + 1 + buffer.readInt32BE(offset + 1)
      if (end > buffer.length) break
      if (buffer[offset] === 0x41) {
        if (offset > start && !socket.destroyed) socket.write(buffer.subarray(start, offset))
        const message = buffer.subarray(offset, end)
        for (const listener of this.listeners.get(notificationChannel(message)) ?? []) {
          if (!listener.socket.destroyed) listener.socket.write(Buffer.from(message))
        }
        start = end
      }
      offset = end
    }
    if (offset > start && !socket.destroyed) socket.write(buffer.subarray(start, offset))
    state.carry = offset < buffer.length ? Buffer.from(buffer.subarray(offset)) : undefined
  }

  /** Only a clean reply ending in ReadyForQuery (idle) is worth replaying. */
  private keepStartupReply(reply: Buffer): void {
    const last = reply.length >= 6 ? reply.subarray(reply.length - 6) : undefined
    if (last && String.fromCharCode(last[0]!) === 'Z' && String.fromCharCode(last[5]!) === 'I') this.startupReply = reply
  }

  private enqueue(unit: Unit): void {
    this.queue.push(unit)
    void this.drain()
  }

  /** A client that leaves inside a transaction must not hold everyone else up. */
  private async releaseIfOwner(connection: Connection): Promise<void> {
    if (this.owner !== connection) return
    this.owner = undefined
    // exec takes PGlite's query lock itself: no runExclusive around it.
    if (this.db.isInTransaction()) await this.db.exec('ROLLBACK')
    void this.drain()
  }

  private nextUnit(): Unit | undefined {
    if (this.owner && this.db.isInTransaction()) {
      const index = this.queue.findIndex((unit) => unit.connection === this.owner)
      return index === -1 ? undefined : this.queue.splice(index, 1)[0]
    }
    this.owner = undefined
    const foreground = this.queue.findIndex((unit) => !unit.connection.background)
    if (foreground !== -1) return this.queue.splice(foreground, 1)[0]
    if (this.queue.length === 0) return undefined
    const wait = this.consoleBusy ? this.lastForegroundAt + FOREGROUND_GRACE_MS - performance.now() : 0
    if (wait <= 0) return this.queue.shift()
    this.wakeUp ??= setTimeout(() => {
      this.wakeUp = undefined
      void this.drain()
    }, Math.ceil(wait))
    return undefined
  }

  /** Deallocates the prepared statements of connections that left, unless a transaction is open (DEALLOCATE would join it). */
  private async deallocateLeftStatements(): Promise<void> {
    if (this.db.isInTransaction()) return
    for (const name of this.leftStatements.splice(0)) {
      // A Parse that failed left nothing to deallocate.
      await this.db.exec(`deallocate "${name.replaceAll('"', '""')}"`).catch(() => undefined)
    }
    for (const channel of this.leftChannels.splice(0)) {
      // Listened on again since: keep it.
      if (!this.listeners.has(channel)) await this.db.exec(`unlisten "${channel}"`).catch(() => undefined)
    }
  }

  private async drain(): Promise<void> {
    if (this.running) return
    this.running = true
    try {
      await this.deallocateLeftStatements()
      for (let unit = this.nextUnit(); unit; unit = this.nextUnit()) {
        const { socket } = unit.connection
        const reply: Uint8Array[] = []
        const state = { carry: undefined as Buffer | undefined }
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(unit.bytes, {
              onRawData: (data) => {
                if (unit.isStartup) reply.push(data.slice())
                // Copy: data is a view into PGlite memory that the next message may overwrite before a backed-up socket sends it.
                this.writeReply(socket, Buffer.from(data), state)
              },
            }),
          )
          // A reply ends with a whole message; anything left over goes out as it came.
          if (state.carry && !socket.destroyed) socket.write(state.carry)
          if (unit.isStartup && !this.startupReply) this.keepStartupReply(Buffer.concat(reply))
        } catch (error) {
          // PGlite itself failed (not a SQL error, which travels back as a message): drop the client.
          console.error('[embedded database]', error)
          socket.destroy()
        }
        if (this.db.isInTransaction()) this.owner = unit.connection
        if (!unit.connection.background) this.lastForegroundAt = performance.now()
        if (unit.connection.closed) await this.releaseIfOwner(unit.connection)
        await this.deallocateLeftStatements()
      }
    } finally {
      this.running = false
    }
  }
}
