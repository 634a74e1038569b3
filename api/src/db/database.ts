import type { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaClient } from '../generated/prisma/client.ts';
import { openPGlite } from './pglite.ts';
import { prismaStatementNames } from './statement-names.ts';
import { createPostgresPool, type DatabaseTimeouts } from './postgres-pool.ts';
import { pgliteRunner, poolRunner, type QueryOptions, type SqlRunner } from './sql-runner.ts';
import { log } from '../log/logger.ts';

/**
 * A statement taking this long is logged as a warning (with its request's id): worth an index or
 * a look, well under DB_STATEMENT_TIMEOUT_MS's default, which cancels it.
 */
export const SLOW_QUERY_MS = 500;

function warnIfSlow(text: string, ms: number): void {
  if (ms >= SLOW_QUERY_MS) log.warn({ ms: Math.round(ms), query: text.slice(0, 1000) }, 'slow query');
}

export interface Database {
  kind: 'pglite' | 'postgres';
  prisma: PrismaClient;
  sql: SqlRunner;
  /**
   * Counts SQL statements sent through Prisma or `sql`; tests use it to guard against N+1 queries.
   * `texts`, when a test sets it to an array, also collects each statement's SQL, so a failing
   * count can say which statements it saw.
   */
  statements: { count: number; texts?: string[] };
  close(): Promise<void>;
}

/** Prisma over a driver adapter, with the statement counter tests use to guard against N+1. */
function assemble(
  kind: Database['kind'],
  adapter: PrismaPg | PrismaPGlite,
  sql: SqlRunner,
  closeDriver: () => Promise<void>,
): Database {
  const base = new PrismaClient({ adapter, log: [{ emit: 'event', level: 'query' }] });
  const statements: Database['statements'] = { count: 0 };
  base.$on('query' as never, (event: { query: string; duration: number }) => {
    statements.count += 1;
    statements.texts?.push(event.query);
    warnIfSlow(event.query, event.duration);
  });
  // A mutation with typed errors whose client asks only for `__typename` leaves the Pothos
  // selection empty, and Prisma refuses `select: {}`: the id is always there to select instead.
  const prisma = base.$extends({
    query: {
      $allModels: {
        $allOperations({ args, query }) {
          const select = (args as { select?: object } | undefined)?.select;
          if (select && Object.keys(select).length === 0) return query({ ...args, select: { id: true } } as never);
          return query(args);
        },
      },
    },
  }) as unknown as PrismaClient;
  return {
    kind,
    prisma,
    sql: countingRunner(sql, statements),
    statements,
    async close() {
      await prisma.$disconnect();
      await closeDriver();
    },
  };
}

function countingRunner(runner: SqlRunner, statements: Database['statements']): SqlRunner {
  return {
    query<T>(text: string, params?: unknown[], options?: QueryOptions) {
      statements.count += 1;
      statements.texts?.push(text);
      const started = performance.now();
      const result = runner.query<T>(text, params, options);
      void result.then(
        () => warnIfSlow(text, performance.now() - started),
        () => {},
      );
      return result;
    },
    exec: (script) => runner.exec(script),
    transaction: (fn) => runner.transaction((tx) => fn(countingRunner(tx, statements))),
  };
}

export async function openEmbeddedDatabase(dataDir?: string, existing?: PGlite): Promise<Database> {
  const pglite = existing ?? (await openPGlite(dataDir));
  return assemble('pglite', new PrismaPGlite(pglite), pgliteRunner(pglite), () => pglite.close());
}

export async function openPostgresDatabase(url: string, max = 10, timeouts?: DatabaseTimeouts): Promise<Database> {
  const pool = createPostgresPool(url, max, timeouts);
  const adapter = new PrismaPg(pool, { statementNameGenerator: prismaStatementNames() });
  return assemble('postgres', adapter, poolRunner(pool), () => pool.end());
}

/** `timeouts` apply to PostgreSQL only: the embedded database runs in this process and cannot stall that way. */
export function openDatabase(options: {
  url?: string;
  pgliteDir?: string;
  timeouts?: DatabaseTimeouts;
}): Promise<Database> {
  return options.url
    ? openPostgresDatabase(options.url, undefined, options.timeouts)
    : openEmbeddedDatabase(options.pgliteDir);
}
