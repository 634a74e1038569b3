// What backup and restore share: PostgreSQL's own client tools of the server's major version
// (pg_dump refuses a newer server; Debian installs each major under /usr/lib/postgresql/<major>),
// and a description of a database's contents that two databases can be compared by.
import { existsSync } from 'node:fs';
import pg from 'pg';

export async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** `pg_dump` or `pg_restore` of the server's major version, else the one on PATH. */
export async function pgTool(url: string, tool: 'pg_dump' | 'pg_restore'): Promise<string> {
  const major = await withClient(url, async (c) => {
    const { rows } = await c.query<{ v: string }>('SHOW server_version_num');
    return Math.floor(Number(rows[0]!.v) / 10_000);
  });
  const debian = `/usr/lib/postgresql/${major}/bin/${tool}`;
  return existsSync(debian) ? debian : tool;
}

/** The app's tables (schema public), in name order. */
export async function tableNames(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  return rows.map((r) => r.name);
}

export interface TableStats {
  rows: number;
  /** md5 of every row's text, in a fixed order: equal contents give equal checksums. */
  checksum: string;
}

export async function tableStats(url: string): Promise<Record<string, TableStats>> {
  return withClient(url, async (client) => {
    const stats: Record<string, TableStats> = {};
    for (const name of await tableNames(client)) {
      const quoted = `"${name.replaceAll('"', '""')}"`;
      const { rows } = await client.query<{ rows: string; checksum: string | null }>(
        `SELECT count(*) AS rows, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS checksum FROM ${quoted} t`,
      );
      stats[name] = { rows: Number(rows[0]!.rows), checksum: rows[0]!.checksum ?? '' };
    }
    return stats;
  });
}

/** The last migration applied (Prisma Migrate's table, which the app's migrator keeps). */
export async function migrationLevel(url: string): Promise<{ latest: string | null; applied: number }> {
  return withClient(url, async (client) => {
    const { rows: table } = await client.query(`SELECT to_regclass('public._prisma_migrations') AS t`);
    if (!table[0].t) return { latest: null, applied: 0 };
    const { rows } = await client.query<{ name: string }>(
      `SELECT migration_name AS name FROM "_prisma_migrations"
        WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name`,
    );
    return { latest: rows.at(-1)?.name ?? null, applied: rows.length };
  });
}

/** The URL without its password, for what is printed and written down. */
export function safeUrl(url: string): string {
  const parsed = new URL(url);
  parsed.password = '';
  return parsed.toString();
}
