import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openEmbeddedDatabase, openPostgresDatabase, type Database } from '../src/db/database.ts';
import { applyMigrations } from '../src/db/migrate.ts';

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * A fresh, migrated database for one test file: PGlite in memory by default; with
 * TEST_DATABASE_URL a new PostgreSQL database copied from the migrated template that
 * global-setup.ts made.
 */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const db = await openEmbeddedDatabase();
    await applyMigrations(db.sql);
    return db;
  }
  const template = inject('postgresTemplate');
  const name = `cv_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  await admin.end();
  const url = withDatabase(serverUrl, name);
  const db = await openPostgresDatabase(url, 4);
  return {
    ...db,
    /** For a second app instance on the same database. */
    url,
    async close() {
      await db.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await dropper.end();
    },
  };
}

export { withDatabase };
