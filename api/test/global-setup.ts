import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgresDatabase } from '../src/db/database.ts';
import { applyMigrations } from '../src/db/migrate.ts';
import { withDatabase } from './database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresTemplate: string;
  }
}

/** With TEST_DATABASE_URL: one migrated template database per run, copied by every test file. */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return;
  const template = `cv_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${template}"`);
  const db = await openPostgresDatabase(withDatabase(serverUrl, template), 1);
  await applyMigrations(db.sql);
  await db.close();
  project.provide('postgresTemplate', template);
  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
    await admin.end();
  };
}
