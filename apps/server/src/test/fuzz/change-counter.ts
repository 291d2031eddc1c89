import type pg from 'pg'

/**
 * Test-only: a row-level trigger on every table of the public schema adds one to a counter for
 * each row inserted, updated or deleted, inside the writing transaction. A request that was
 * refused must leave the counter where it was: nothing it touched may stay written, not even a
 * row that a later step rolled back too late. The counter lives in a schema of its own, so it
 * does not count itself. Install it only on a database no other test shares.
 */
export interface ChangeCounter {
  /** Rows changed since the counter was installed. */
  read(): Promise<number>
  tables: string[]
}

export async function installChangeCounter(pool: pg.Pool): Promise<ChangeCounter> {
  await pool.query(`
    create schema if not exists fuzz_watch;
    create table if not exists fuzz_watch.changes (n bigint not null);
    insert into fuzz_watch.changes (n) select 0 where not exists (select 1 from fuzz_watch.changes);
    create or replace function fuzz_watch.count_change() returns trigger language plpgsql as $$
    begin
      update fuzz_watch.changes set n = n + 1;
      return null;
    end $$;
  `)
  const { rows } = await pool.query<{ table_name: string }>(
    `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )
  const tables = rows.map((row) => row.table_name)
  for (const table of tables) {
    await pool.query(`drop trigger if exists fuzz_count_change on public."${table}"`)
    await pool.query(
      `create trigger fuzz_count_change after insert or update or delete on public."${table}" for each row execute function fuzz_watch.count_change()`,
    )
  }
  return {
    tables,
    async read() {
      const result = await pool.query<{ n: string | number }>('select n from fuzz_watch.changes')
      return Number(result.rows[0]!.n)
    },
  }
}
