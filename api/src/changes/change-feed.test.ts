// Issue 29, part 2: the change feed lists every catalogue change once, in an order a mirror can
// follow, and a dump plus the feed after its position is an exact copy, even while writes land.
// Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL (where transactions truly overlap).
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countStatements, graphql, useTestApp } from '../../test/app.ts';
import { DUMP_TYPES, dumpPageSql } from '../dumps/dump-types.ts';
import { writeDump } from '../dumps/write-dump.ts';
import { FEED_START, parsePosition, readChanges, type CatalogueChange } from './change-feed.ts';

const t = useTestApp({ seed: true, env: { REST_RATE_LIMIT_PER_SECOND: '0' } });

let base: string;
let consoleId: number;
let imageId: number;
beforeAll(async () => {
  base = `http://127.0.0.1:${await t.app.app.start(0)}`;
  consoleId = (await t.db.prisma.console.findFirstOrThrow({ select: { id: true } })).id;
  imageId = (await t.db.prisma.image.findFirstOrThrow({ select: { id: true } })).id;
});
afterAll(() => t.app.app.stop());

interface Page {
  changes: (Omit<CatalogueChange, 'changedAt'> & { changed_at: string })[];
  next: string;
  caught_up: boolean;
}

async function page(pathAndQuery: string): Promise<Page> {
  const response = await fetch(`${base}${pathAndQuery}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Page;
}

/** Every change after `after`, following `next` page by page. */
async function changesAfter(after: string, limit = 50): Promise<Page['changes']> {
  const all: Page['changes'] = [];
  let next = `/api/v1/changes?after=${after}&limit=${limit}`;
  for (;;) {
    const current = await page(next);
    all.push(...current.changes);
    next = current.next;
    if (current.caught_up) return all;
  }
}

/**
 * Waits until every transaction begun before this call has ended. The feed shows a change only
 * then, and on a PostgreSQL server shared with other work (the other test files, each in a
 * database of its own) a transaction elsewhere may still be open: the feed waits for it, so the
 * test does too, for that event rather than for the answer it wants.
 */
async function feedCaughtUp(): Promise<void> {
  const [{ now }] = (await t.db.sql.query<{ now: string }>('SELECT pg_current_xact_id()::text AS now')) as [
    { now: string },
  ];
  for (;;) {
    const [{ passed }] = (await t.db.sql.query<{ passed: boolean }>(
      'SELECT pg_snapshot_xmin(pg_current_snapshot()) > $1::text::xid8 AS passed',
      [now],
    )) as [{ passed: boolean }];
    if (passed) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function lastPosition(): Promise<string> {
  await feedCaughtUp();
  return (await changesAfter(FEED_START, 1000)).at(-1)?.position ?? FEED_START;
}

async function addGame(title: string) {
  return t.db.prisma.game.create({
    data: {
      title,
      searchKey: title.toLowerCase(),
      consoleId,
      versions: {
        create: { title, region: 'PAL', revision: '1.0', releaseDate: new Date('1999-01-01'), mediumImageId: imageId },
      },
    },
    select: { id: true, versions: { select: { id: true } } },
  });
}

const addCompany = (name: string) => t.db.prisma.company.create({ data: { name, nameKey: name.toLowerCase() } });

describe('the change feed', () => {
  it('lists what exists, then each create, update and delete once, with the row as it is now', async () => {
    const from = await lastPosition();
    const company = await addCompany('Feed Works');
    const game = await addGame('Feed Quest');
    const versionId = game.versions[0]!.id;
    await t.db.prisma.gameCompany.create({ data: { gameId: game.id, companyId: company.id, role: 'DEVELOPER' } });
    await t.db.prisma.version.update({ where: { id: versionId }, data: { revision: '1.1' } });
    // Written again unchanged: not a change.
    await t.db.prisma.company.update({ where: { id: company.id }, data: { name: 'Feed Works' } });
    const doomed = await addGame('Feed Doomed');
    await t.db.prisma.game.delete({ where: { id: doomed.id } });

    await feedCaughtUp();
    const changes = await changesAfter(from);
    const seen = changes.map((c) => `${c.type} ${c.id} ${c.operation}`);
    expect(seen).toEqual([
      `companies ${company.id} created`,
      `games ${game.id} created`,
      `versions ${versionId} created`,
      `games ${game.id} updated`,
      `versions ${versionId} updated`,
      `games ${doomed.id} deleted`,
      `versions ${doomed.versions[0]!.id} deleted`,
      `games ${doomed.id} deleted`,
      `versions ${doomed.versions[0]!.id} deleted`,
    ]);
    const gameState = changes.find((c) => c.type === 'games' && c.id === game.id)!.state!;
    expect(gameState).toMatchObject({ id: game.id, title: 'Feed Quest', companies: [{ companyId: company.id }] });
    expect(changes.find((c) => c.type === 'versions' && c.id === versionId)!.state).toMatchObject({ revision: '1.1' });
    expect(changes.filter((c) => c.id === doomed.id).every((c) => c.state === null)).toBe(true);
    // The feed's start holds a created for every row that existed before the feed did.
    const everything = await changesAfter(FEED_START, 1000);
    expect(new Set(everything.filter((c) => c.type === 'consoles').map((c) => c.id)).size).toBe(
      await t.db.prisma.console.count(),
    );
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'never steps past a change whose transaction commits after a later one',
    async () => {
      const from = await lastPosition();
      let written: () => void = () => {};
      const lateWritten = new Promise<void>((resolve) => (written = resolve));
      let commit: () => void = () => {};
      const commitNow = new Promise<void>((resolve) => (commit = resolve));
      const late = t.db.sql.transaction(async (tx) => {
        await tx.query(`INSERT INTO "Company" (name, "nameKey") VALUES ('Late Co', 'late co')`);
        written();
        await commitNow;
      });
      await lateWritten;
      // Committed while Late Co's transaction is open: a later xid, and a later id.
      await addCompany('Early Co');
      const whileOpen = await changesAfter(from);
      expect(whileOpen).toEqual([]);
      commit();
      await late;
      await feedCaughtUp();
      const names = (await changesAfter(from)).map((change) => change.state?.name);
      expect(names).toEqual(['Late Co', 'Early Co']);
    },
  );

  it('reads a page of a thousand changes in one statement', async () => {
    const after = parsePosition(FEED_START)!;
    expect(await countStatements(t.db, () => readChanges(t.db.sql, after, 1000))).toBe(1);
  });

  it('is the same feed in GraphQL, as a connection whose cursors are the positions', async () => {
    await feedCaughtUp();
    const rest = await changesAfter(FEED_START, 1000);
    const query = `query Feed($after: String) { catalogueChanges(first: 100, after: $after) {
      edges { cursor node { position type entityId operation state changedAt } }
      pageInfo { hasNextPage endCursor } } }`;
    const seen: { position: string; type: string; id: number; state: unknown }[] = [];
    let after: string | null = null;
    for (;;) {
      const result: any = await graphql(t.app, query, { after });
      expect(result.errors).toBeUndefined();
      const { edges, pageInfo } = result.data.catalogueChanges;
      for (const { cursor, node } of edges) {
        expect(cursor).toBe(node.position);
        seen.push({ position: node.position, type: node.type, id: node.entityId, state: JSON.parse(node.state) });
      }
      if (!pageInfo.hasNextPage) break;
      after = pageInfo.endCursor;
    }
    expect(seen).toEqual(rest.map(({ position, type, id, state }) => ({ position, type, id, state })));
    // Never answered from the catalogue's response cache: asked again, it reads the feed again.
    expect(await countStatements(t.db, () => graphql(t.app, query, { after: null }))).toBe(1);
    const bad: any = await graphql(t.app, query, { after: 'yesterday' });
    expect(bad.errors[0].message).toMatch(/^after must be a position the feed gave/);
  });

  it('refuses a position it never gave, naming the rule', async () => {
    for (const bad of ['', 'abc', '1-', '99999999999999999999-1']) {
      const response = await fetch(`${base}/api/v1/changes?after=${encodeURIComponent(bad)}`);
      expect(response.status).toBe(400);
      expect((await response.json()).error).toMatch(/^after must be a position the feed gave/);
    }
  });
});

describe('a mirror built from a dump and the feed', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'cv-mirror-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  type Mirror = Map<string, Map<number, unknown>>;

  async function live(): Promise<Mirror> {
    const rows: Mirror = new Map();
    for (const type of DUMP_TYPES) {
      const byId = new Map<number, unknown>();
      for (let after = 0; ;) {
        const batch = await t.db.sql.query<{ id: number; row: unknown }>(dumpPageSql(type), [after, 5000]);
        for (const row of batch) byId.set(row.id, typeof row.row === 'string' ? JSON.parse(row.row) : row.row);
        if (batch.length < 5000) break;
        after = batch.at(-1)!.id;
      }
      rows.set(type.name, byId);
    }
    return rows;
  }

  /** Twelve rounds of writes of every kind, each its own transaction, as members and moderators make them. */
  async function keepWriting(beforeRound: (round: number) => Promise<void>): Promise<void> {
    const companies: number[] = [];
    for (let round = 0; round < 12; round += 1) {
      await beforeRound(round);
      const game = await addGame(`Mirror ${round}`);
      const company = await addCompany(`Mirror Maker ${round}`);
      companies.push(company.id);
      await t.db.prisma.gameCompany.create({ data: { gameId: game.id, companyId: company.id, role: 'PUBLISHER' } });
      await t.db.prisma.game.update({ where: { id: game.id }, data: { title: `Mirror ${round} (renamed)` } });
      await t.db.prisma.version.update({ where: { id: game.versions[0]!.id }, data: { country: 'NL' } });
      if (round % 3 === 2) await t.db.prisma.game.delete({ where: { id: game.id } });
      if (round % 4 === 3) {
        await t.db.prisma.gameCompany.deleteMany({ where: { companyId: companies[round - 1]! } });
        await t.db.prisma.company.delete({ where: { id: companies[round - 1]! } });
      }
    }
  }

  it('equals the live catalogue row by row, each change read once, while changes keep landing', async () => {
    // The dump is taken after four rounds, so part of the writes is in it and the rest, written
    // while the feed is read, only in the feed. (A transaction that commits during a read is the
    // PostgreSQL-only test below.)
    let fourRoundsIn: () => void = () => {};
    const dumpTime = new Promise<void>((resolve) => (fourRoundsIn = resolve));
    let dumped: () => void = () => {};
    const afterDump = new Promise<void>((resolve) => (dumped = resolve));
    const writing = keepWriting(async (round) => {
      if (round !== 4) return;
      fourRoundsIn();
      await afterDump;
    });
    await dumpTime;
    const manifest = await writeDump(t.db, root);
    dumped();
    const mirror: Mirror = new Map();
    for (const file of manifest.files) {
      const text = gunzipSync(await readFile(path.join(root, manifest.name, file.file))).toString('utf8');
      const rows = text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { id: number });
      mirror.set(file.type, new Map(rows.map((row) => [row.id, row])));
    }
    const positions = new Set<string>();
    const apply = (changes: Page['changes']) => {
      for (const change of changes) {
        expect(positions.has(change.position)).toBe(false);
        positions.add(change.position);
        if (change.state === null) mirror.get(change.type)!.delete(change.id);
        else mirror.get(change.type)!.set(change.id, change.state);
      }
    };
    // While the writes go on: small pages, so reading and writing interleave.
    let after = manifest.changeFeedPosition;
    let done = false;
    // Settled either way: a failed write fails the test below, it must not leave this loop running.
    void writing.then(
      () => (done = true),
      () => (done = true),
    );
    while (!done) {
      const changes = await changesAfter(after, 5);
      apply(changes);
      after = changes.at(-1)?.position ?? after;
    }
    await writing;
    await feedCaughtUp();
    apply(await changesAfter(after, 5));
    expect(positions.size).toBeGreaterThan(0);
    expect(mirror).toEqual(await live());
  });
});
