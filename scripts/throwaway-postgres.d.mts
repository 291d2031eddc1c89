export interface ThrowawayPostgres {
  /** postgres://postgres@127.0.0.1:PORT/postgres, trust authentication. */
  url: string
  /** The server's main process: its children are the backends (CPU accounting in benches). */
  postmasterPid: number
  /** Stops the cluster and deletes its folder. */
  stop(): void
}

/** The bin folder of an installed PostgreSQL (initdb, pg_ctl), or undefined. */
export function findPostgresBin(): string | undefined

/** A disposable cluster on a free loopback port, or undefined when PostgreSQL is not installed. */
export function startThrowawayPostgres(): Promise<ThrowawayPostgres | undefined>
