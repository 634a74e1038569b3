import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { statementName } from './statement-names.ts';

/**
 * The few raw-SQL operations the migration applier, seeding and tests need, over either
 * database. Everything else goes through Prisma.
 */
export interface QueryOptions {
  /**
   * Keep the statement prepared on each PostgreSQL connection, so hot read paths skip parsing and
   * planning it again (a third of a REST search's time). Only for a bounded set of SQL texts:
   * every distinct text stays prepared for the connection's life. PGlite ignores it.
   */
  prepare?: boolean;
}

export interface SqlRunner {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[], options?: QueryOptions): Promise<T[]>;
  /** Runs a multi-statement script (a migration file). */
  exec(script: string): Promise<void>;
  /** Runs `fn` in one transaction on one connection. */
  transaction<T>(fn: (tx: SqlRunner) => Promise<T>): Promise<T>;
}

type PGliteQueryable = Pick<PGlite, 'query' | 'exec'>;

function pgliteTxRunner(tx: PGliteQueryable): SqlRunner {
  return {
    async query(sql, params) {
      return (await tx.query(sql, params)).rows as never;
    },
    async exec(script) {
      await tx.exec(script);
    },
    transaction() {
      throw new Error('nested transaction');
    },
  };
}

export function pgliteRunner(db: PGlite): SqlRunner {
  return {
    ...pgliteTxRunner(db),
    transaction: (fn) => db.transaction((tx) => fn(pgliteTxRunner(tx))),
  };
}

function clientRunner(client: pg.PoolClient): SqlRunner {
  return {
    async query(sql, params) {
      return (await client.query(sql, params as unknown[])).rows;
    },
    async exec(script) {
      await client.query(script);
    },
    transaction() {
      throw new Error('nested transaction');
    },
  };
}

export function poolRunner(pool: pg.Pool): SqlRunner {
  return {
    async query(sql, params, options) {
      if (options?.prepare) {
        // node-postgres prepares a named statement once per connection and reuses it after.
        return (await pool.query({ name: statementName(sql), text: sql, values: params as unknown[] })).rows;
      }
      return (await pool.query(sql, params as unknown[])).rows;
    },
    async exec(script) {
      await pool.query(script);
    },
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(clientRunner(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
  };
}
