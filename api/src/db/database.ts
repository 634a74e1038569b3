import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaClient } from '../generated/prisma/client.ts';
import { openPGlite } from './pglite.ts';
import { pgliteRunner, poolRunner, type SqlRunner } from './sql-runner.ts';

export type Prisma = PrismaClient;

export interface Database {
  kind: 'pglite' | 'postgres';
  prisma: PrismaClient;
  sql: SqlRunner;
  /** Counts SQL statements Prisma sends; tests use it to guard against N+1 queries. */
  statements: { count: number };
  close(): Promise<void>;
}

function withStatementCounter(prisma: PrismaClient) {
  const statements = { count: 0 };
  prisma.$on('query' as never, () => {
    statements.count += 1;
  });
  return statements;
}

function newClient(adapter: PrismaPg | PrismaPGlite) {
  return new PrismaClient({ adapter, log: [{ emit: 'event', level: 'query' }] });
}

export async function openEmbeddedDatabase(dataDir?: string, existing?: PGlite): Promise<Database> {
  const pglite = existing ?? (await openPGlite(dataDir));
  const prisma = newClient(new PrismaPGlite(pglite));
  return {
    kind: 'pglite',
    prisma,
    sql: pgliteRunner(pglite),
    statements: withStatementCounter(prisma),
    async close() {
      await prisma.$disconnect();
      await pglite.close();
    },
  };
}

export async function openPostgresDatabase(url: string, max = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
  const prisma = newClient(new PrismaPg(pool));
  return {
    kind: 'postgres',
    prisma,
    sql: poolRunner(pool),
    statements: withStatementCounter(prisma),
    async close() {
      await prisma.$disconnect();
      await pool.end();
    },
  };
}

export function openDatabase(options: { url?: string; pgliteDir?: string }): Promise<Database> {
  return options.url ? openPostgresDatabase(options.url) : openEmbeddedDatabase(options.pgliteDir);
}
