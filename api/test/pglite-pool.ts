// Embedded test databases kept for the next file of the same worker. Starting one from a template
// (untarring the data directory into PGlite's memory file system, then PostgreSQL's start) cost
// about half a second of CPU, once or more per test file; emptying a kept one and copying its
// template's rows back in costs a fraction of that. Server files share one module graph per
// worker (vitest.config.ts), so this module's pools live as long as the worker.
import type { PGlite, Results, Transaction } from '@electric-sql/pglite';

/**
 * A database as it came from its template: each table's rows (binary COPY, in the order they
 * lie in the heap), the sequences' positions and a fingerprint of everything else a test could
 * change with DDL (tables, columns, indexes, constraints, triggers and whether they fire,
 * functions, types, extensions, roles, planner statistics).
 */
interface Snapshot {
  fingerprint: string;
  /** Empties every table and restarts identities: one statement. */
  truncate: string;
  rows: { copyIn: string; data: Blob }[];
  /** Puts every sequence back where the template left it; undefined when there are none. */
  sequences: string | undefined;
}

/** At most this many wait in a worker for each template, enough for any file that opens two at once. */
const MAX_IDLE = 2;

const USER_SCHEMAS = `n.nspname NOT IN ('pg_catalog', 'information_schema')
  AND n.nspname NOT LIKE 'pg\\_toast%' AND n.nspname NOT LIKE 'pg\\_temp\\_%'`;

// Tables, sequences and views (relkind), columns with their defaults, indexes, constraints,
// triggers with tgenabled (ALTER TABLE ... DISABLE TRIGGER), functions by body, types,
// extensions, roles, per-database settings, and the statistics ANALYZE leaves (they steer plans).
const ITEMS = `
  SELECT format('class %s %s', c.oid::regclass, c.relkind) AS item
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE ${USER_SCHEMAS}
  UNION ALL
  SELECT format('column %s %s %s %s %s', a.attrelid::regclass, a.attname, format_type(a.atttypid, a.atttypmod),
                a.attnotnull, pg_get_expr(d.adbin, d.adrelid))
    FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
    WHERE ${USER_SCHEMAS} AND a.attnum > 0 AND NOT a.attisdropped
  UNION ALL
  SELECT format('index %s', pg_get_indexdef(i.indexrelid))
    FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE ${USER_SCHEMAS}
  UNION ALL
  SELECT format('constraint %s %s %s', co.conrelid::regclass, co.conname, pg_get_constraintdef(co.oid))
    FROM pg_constraint co JOIN pg_namespace n ON n.oid = co.connamespace WHERE ${USER_SCHEMAS}
  UNION ALL
  SELECT format('trigger %s %s %s', t.tgrelid::regclass, t.tgname, t.tgenabled)
    FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE ${USER_SCHEMAS}
  UNION ALL
  SELECT format('function %s %s', p.oid::regprocedure, md5(p.prosrc))
    FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE ${USER_SCHEMAS}
  UNION ALL
  SELECT format('type %s', t.oid::regtype)
    FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace WHERE ${USER_SCHEMAS}
  UNION ALL
  SELECT format('schema %s', nspname) FROM pg_namespace n WHERE ${USER_SCHEMAS}
  UNION ALL
  SELECT format('extension %s %s', extname, extversion) FROM pg_extension
  UNION ALL
  SELECT format('role %s %s', rolname, rolsuper) FROM pg_roles
  UNION ALL
  SELECT format('setting %s %s %s', setdatabase, setrole, setconfig) FROM pg_db_role_setting
  UNION ALL
  SELECT format('statistic %s %s %s %s', s.starelid::regclass, s.staattnum, s.stainherit, md5(s::text))
    FROM pg_statistic s JOIN pg_class c ON c.oid = s.starelid JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE ${USER_SCHEMAS}`;
const FINGERPRINT = `SELECT md5(string_agg(item, E'\\n' ORDER BY item)) AS fingerprint FROM (${ITEMS}) items`;

async function fingerprint(pglite: PGlite): Promise<string> {
  const { rows } = await pglite.query<{ fingerprint: string }>(FINGERPRINT);
  return rows[0]!.fingerprint;
}

/** Taken from a database fresh from its template, before any test has it. */
async function takeSnapshot(pglite: PGlite): Promise<Snapshot> {
  const { rows: tables } = await pglite.query<{ name: string }>(
    `SELECT format('%I.%I', n.nspname, c.relname) AS name
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind = 'r' AND ${USER_SCHEMAS} ORDER BY 1`,
  );
  const rows: Snapshot['rows'] = [];
  for (const { name } of tables) {
    const { rows: some } = await pglite.query<{ some: boolean }>(`SELECT EXISTS (SELECT FROM ${name}) AS some`);
    if (!some[0]!.some) continue;
    const copied = await pglite.query(`COPY ${name} TO '/dev/blob' WITH (FORMAT binary)`);
    rows.push({ copyIn: `COPY ${name} FROM '/dev/blob' WITH (FORMAT binary)`, data: copied.blob! });
  }
  const { rows: sequences } = await pglite.query<{ setval: string }>(
    `SELECT format('setval(%L, %s, %s)', format('%I.%I', schemaname, sequencename),
                   coalesce(last_value, start_value), (last_value IS NOT NULL)::text) AS setval
       FROM pg_sequences ORDER BY 1`,
  );
  return {
    fingerprint: await fingerprint(pglite),
    truncate: tables.length > 0 ? `TRUNCATE ${tables.map((t) => t.name).join(', ')} RESTART IDENTITY` : '',
    rows,
    sequences: sequences.length > 0 ? `SELECT ${sequences.map((s) => s.setval).join(', ')}` : undefined,
  };
}

/**
 * Back to the snapshot: the session's state goes (settings, temporary tables, prepared
 * statements, locks), every table is emptied and refilled, with triggers off (as replication
 * does) so the copy neither logs changes nor checks foreign keys row by row, and the sequences go
 * back to where they were.
 */
async function reset(pglite: PGlite, snapshot: Snapshot): Promise<void> {
  if (pglite.isInTransaction()) await pglite.exec('ROLLBACK');
  await pglite.exec('DISCARD ALL');
  await pglite.exec(`SET session_replication_role = replica; ${snapshot.truncate}`);
  for (const { copyIn, data } of snapshot.rows) await pglite.query(copyIn, [], { blob: data });
  if (snapshot.sequences) await pglite.query(snapshot.sequences);
  await pglite.exec('RESET session_replication_role');
}

/**
 * What a test file gets instead of the PGlite itself: the calls Prisma's adapter and the SQL
 * runner make, refused once the file closed its database (a late write must not land in the next
 * file's data), and a `close` that hands the database back to its pool.
 */
function lease(pglite: PGlite, giveBack: () => Promise<void>): PGlite {
  let returned = false;
  const open = () => {
    if (returned) throw new Error('This test database is closed.');
  };
  const client = {
    get closed() {
      return returned;
    },
    async query<T>(...args: Parameters<PGlite['query']>): Promise<Results<T>> {
      open();
      return pglite.query<T>(...args);
    },
    async exec(...args: Parameters<PGlite['exec']>) {
      open();
      return pglite.exec(...args);
    },
    async transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
      open();
      return pglite.transaction(fn);
    },
    async close() {
      if (returned) return;
      returned = true;
      await giveBack();
    },
  };
  return client as unknown as PGlite;
}

/** The databases of one template kind in this worker. */
export class PGlitePool {
  private idle: PGlite[] = [];
  private snapshot: Promise<Snapshot> | undefined;

  private readonly open: () => Promise<PGlite>;

  constructor(open: () => Promise<PGlite>) {
    this.open = open;
  }

  /** A database in its template's state, for one file; its `close` gives it back. */
  async take(): Promise<PGlite> {
    const kept = this.idle.pop();
    if (kept) {
      try {
        await reset(kept, await this.snapshot!);
        return lease(kept, () => this.giveBack(kept));
      } catch {
        // Whatever a test left that the reset cannot undo: this one goes, a fresh one comes.
        await kept.close().catch(() => {});
      }
    }
    const pglite = await this.open();
    this.snapshot ??= takeSnapshot(pglite);
    await this.snapshot;
    return lease(pglite, () => this.giveBack(pglite));
  }

  /** Closes the databases waiting here (a test's own pool; the worker's go with the worker). */
  async closeIdle(): Promise<void> {
    for (const pglite of this.idle.splice(0)) await pglite.close();
  }

  /** Kept only when nothing a reset cannot undo changed (DDL, ANALYZE); otherwise closed. */
  private async giveBack(pglite: PGlite): Promise<void> {
    if (pglite.closed) return;
    const reusable =
      this.idle.length < MAX_IDLE &&
      !pglite.isInTransaction() &&
      (await fingerprint(pglite).catch(() => undefined)) === (await this.snapshot)!.fingerprint;
    if (reusable) this.idle.push(pglite);
    else await pglite.close();
  }
}
