import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

/**
 * One directory per run for what the test files share (run-cache.ts): template databases are
 * built there by the first file that needs them. With TEST_DATABASE_URL the templates are
 * PostgreSQL databases named after this process, dropped when the run ends.
 */
export default async function setup(project: TestProject) {
  const runDir = mkdtempSync(path.join(os.tmpdir(), 'cv-test-run-'));
  project.provide('testRunDir', runDir);
  const prefix = `cv_template_${process.pid}`;
  project.provide('postgresTemplatePrefix', prefix);
  return async () => {
    rmSync(runDir, { recursive: true, force: true });
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) return;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      // database.ts names them `${prefix}_${kind}`.
      const templates = await admin.query<{ datname: string }>(
        'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
        [`${prefix}_`],
      );
      for (const { datname } of templates.rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    } finally {
      await admin.end();
    }
  };
}
