import type { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { loadPGliteCopy } from './database.ts';
import { PGlitePool } from './pglite-pool.ts';

/**
 * Everything a test could read back: each table's rows in the order they lie in the heap (what a
 * query without ORDER BY sees), each sequence's position, a session setting.
 */
async function state(pglite: PGlite): Promise<Record<string, string>> {
  const { rows: tables } = await pglite.query<{ name: string }>(
    `SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables WHERE schemaname = 'public'`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const { rows } = await pglite.query<{ digest: string }>(
      `SELECT count(*) || ' ' || md5(coalesce(string_agg(x::text, E'\\n' ORDER BY ctid), '')) AS digest FROM ${name} x`,
    );
    out[name] = rows[0]!.digest;
  }
  const { rows: sequences } = await pglite.query<{ name: string; position: string }>(
    `SELECT sequencename AS name, coalesce(last_value::text, 'unused') AS position FROM pg_sequences`,
  );
  for (const { name, position } of sequences) out[`sequence ${name}`] = position;
  const { rows: settings } = await pglite.query<{ timeout: string }>(
    `SELECT current_setting('statement_timeout') AS timeout`,
  );
  out.statement_timeout = settings[0]!.timeout;
  return out;
}

const pools: PGlitePool[] = [];
const open: PGlite[] = [];
afterAll(async () => {
  for (const pglite of open) await pglite.close();
  for (const pool of pools) await pool.closeIdle();
});

/** A pool over this run's seeded template that counts the databases it had to load. */
function countingPool(): { loads: number; pool: PGlitePool } {
  const counted = { loads: 0, pool: undefined as unknown as PGlitePool };
  counted.pool = new PGlitePool(async () => {
    counted.loads += 1;
    return loadPGliteCopy('seeded');
  });
  pools.push(counted.pool);
  return counted;
}

async function take(pool: PGlitePool): Promise<PGlite> {
  const pglite = await pool.take();
  open.push(pglite);
  return pglite;
}

// Embedded databases only: over PostgreSQL (TEST_DATABASE_URL) each file gets a new database made
// from a template database, and global-setup.ts builds no seeded PGlite template to load.
describe.skipIf(process.env.TEST_DATABASE_URL)('kept test databases', () => {
  it("come back in their template's state whatever the file before changed in rows, sequences and session", async () => {
    const counted = countingPool();
    const first = await take(counted.pool);
    const template = await state(first);
    expect(Number(template['public."Game"']!.split(' ')[0])).toBeGreaterThan(0);

    await first.exec(`
      DELETE FROM "CollectionItem";
      UPDATE "Game" SET title = title || ' (changed)';
      INSERT INTO "User" (username, "usernameKey", email, "passwordHash") VALUES ('Kept', 'kept', 'kept@example.org', 'x');
      SET statement_timeout = 1234;`);
    expect(await state(first)).not.toEqual(template);
    await first.close();

    const second = await take(counted.pool);
    expect(counted.loads).toBe(1);
    expect(await state(second)).toEqual(template);
    // The next id is the one a fresh copy hands out, not one after the row the first file added.
    const fresh = await loadPGliteCopy('seeded');
    open.push(fresh);
    const nextUser = `INSERT INTO "User" (username, "usernameKey", email, "passwordHash") VALUES ('N', 'n', 'n@example.org', 'x') RETURNING id`;
    expect((await second.query(nextUser)).rows).toEqual((await fresh.query(nextUser)).rows);
  });

  // Four databases loaded from the template: a minute's CPU on a busy machine.
  it(
    'are not kept once a file changed what a reset cannot put back: schema, triggers, statistics',
    { timeout: 120_000 },
    async () => {
      const counted = countingPool();
      let current = await take(counted.pool);
      for (const [i, change] of [
        'CREATE INDEX "Kept_title" ON "Game" (title)',
        'ALTER TABLE "Game" DISABLE TRIGGER USER',
        'ANALYZE "Game"',
      ].entries()) {
        await current.exec(change);
        await current.close();
        current = await take(counted.pool);
        expect({ change, loads: counted.loads }).toEqual({ change, loads: i + 2 });
      }
      expect(
        (await current.query(`SELECT count(*)::int AS n FROM pg_indexes WHERE indexname = 'Kept_title'`)).rows,
      ).toEqual([{ n: 0 }]);
    },
  );

  it('refuse statements once closed, so a late write cannot reach the next file', async () => {
    const counted = countingPool();
    const first = await take(counted.pool);
    await first.close();
    await expect(first.query('SELECT 1')).rejects.toThrow('closed');
    await expect(first.exec('DELETE FROM "Game"')).rejects.toThrow('closed');
    const second = await take(counted.pool);
    expect(counted.loads).toBe(1);
    expect((await second.query<{ n: number }>('SELECT count(*)::int AS n FROM "Game"')).rows[0]!.n).toBeGreaterThan(0);
  });
});
