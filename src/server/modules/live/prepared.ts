// Statements planned once per database session, for the two queries a busy ingest runs for every
// group of requests (the posters' grants, the group's write). PGlite parses and plans a query on
// every call, and for these joins and CTEs planning costs more than running: prepared, the grant
// lookup took a third to a quarter of the time (0.5–0.7 ms instead of 2–3 ms on a busy 2-core box).
//
// PGlite (one session, in this process) gets PREPARE once and then EXECUTE through the simple
// protocol, with the arguments as escaped literals (EXECUTE takes no bound parameters); the
// literals are always JSON this process made. PostgreSQL gets node-postgres's named statements,
// which each pooled connection prepares on its first use. Inside a transaction the statement runs
// as a plain parameterised query on the transaction's connection.
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../../db/client.ts';
import type { Tx } from './game-cache.ts';

export class PreparedQuery<Row> {
  private readonly name: string;
  /** The PGlite sessions this statement is prepared in. */
  private readonly preparedIn = new WeakMap<PGlite, Promise<unknown>>();

  /**
   * `text` uses $1, $2… for its parameters, whose SQL types `paramTypes` gives in order (they are
   * needed to PREPARE); it must hold no other `$` followed by a digit.
   */
  constructor(
    label: string,
    private readonly text: string,
    private readonly paramTypes: readonly string[],
  ) {
    // One name per statement text and process: a session never sees two texts under one name.
    this.name = `tempo_${label}_${randomBytes(4).toString('hex')}`;
  }

  /** Runs outside any transaction, on the database `db` was opened on. */
  async run(db: Db, args: readonly string[]): Promise<Row[]> {
    const client = (db as { $client?: unknown }).$client;
    if (client instanceof PGlite) return this.runPglite(client, args);
    if (client instanceof pg.Pool) {
      const result = await client.query({ name: this.name, text: this.text, values: [...args] });
      return result.rows as Row[];
    }
    return this.runIn(db, args);
  }

  /** Runs as a plain query: inside a transaction, or on a driver this does not know. */
  async runIn(db: Db | Tx, args: readonly string[]): Promise<Row[]> {
    // Both drivers answer with `rows`; the union of their result types does not say so.
    const result: unknown = await db.execute(this.bound(args));
    return (result as { rows: Row[] }).rows;
  }

  private async runPglite(client: PGlite, args: readonly string[]): Promise<Row[]> {
    const execute = `EXECUTE ${this.name}(${args.map(literal).join(', ')})`;
    for (let attempt = 0; ; attempt++) {
      await this.prepare(client);
      try {
        const [result] = await client.exec(execute);
        return (result?.rows ?? []) as Row[];
      } catch (err) {
        // 26000: the session lost it (DISCARD ALL); prepare again, once.
        if (attempt > 0 || (err as { code?: string }).code !== '26000') throw err;
        this.preparedIn.delete(client);
      }
    }
  }

  private prepare(client: PGlite): Promise<unknown> {
    let ready = this.preparedIn.get(client);
    if (!ready) {
      ready = client
        .exec(`PREPARE ${this.name}(${this.paramTypes.join(', ')}) AS ${this.text}`)
        .catch((err: unknown) => {
          // 42P05: already prepared in this session, by an earlier call that was not awaited.
          if ((err as { code?: string }).code === '42P05') return;
          this.preparedIn.delete(client);
          throw err;
        });
      this.preparedIn.set(client, ready);
    }
    return ready;
  }

  private bound(args: readonly string[]): SQL {
    const chunks = this.text.split(/\$(\d+)/);
    return sql.join(
      chunks.map((chunk, i) => (i % 2 === 0 ? sql.raw(chunk) : sql`${args[Number(chunk) - 1]}`)),
    );
  }
}

/**
 * A string literal whatever standard_conforming_strings says: E'' with backslashes and quotes
 * doubled. JSON.stringify never outputs a NUL byte, the one character a literal cannot hold.
 */
function literal(value: string): string {
  return `E'${value.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}
