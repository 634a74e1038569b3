// Issue 29, part 1: a dump holds the public catalogue and nothing else, its manifest tells the
// truth about its files, and the files are served with Range and ETag. Runs on PGlite, and on
// PostgreSQL with TEST_DATABASE_URL.
import { createHash } from 'node:crypto';
import http from 'node:http';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import Ajv2020 from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { createTestDatabase } from '../../test/database.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { createTestUser } from '../../test/accounts.ts';
import { dumpNames, pruneDumps, writeDump, type DumpManifest } from './write-dump.ts';
import { dumpIfDue } from './dump-schedule.ts';

// The reviewed allow-list: every key a dump row may carry, by type. A column added to a dump's
// query without being added here (after asking "is this public?") fails the test.
const ALLOWED: Record<string, string[]> = {
  consoles: ['id', 'name', 'manufacturer', 'releaseDate', 'createdAt', 'updatedAt'],
  companies: ['id', 'name', 'createdAt'],
  games: ['id', 'title', 'consoleId', 'firstReleaseDate', 'companies', 'createdAt', 'updatedAt'],
  versions: [
    ...['id', 'gameId', 'title', 'region', 'country', 'revision', 'releaseDate', 'barcode', 'boxArtUrl'],
    ...['frontImage', 'backImage', 'mediumImage', 'companies', 'createdAt', 'updatedAt'],
  ],
  changes: ['id', 'kind', 'gameId', 'gameTitle', 'changes', 'requestId', 'createdAt'],
};
const NESTED_ALLOWED = {
  companies: ['companyId', 'role'],
  image: ['url', 'sha256', 'mime', 'width', 'height'],
};

let db: Database;
let root: string;
let manifest: DumpManifest;
let app: TestApp;
let base: string;

beforeAll(async () => {
  db = await createTestDatabase({ seeded: true });
  // Someone with personal data of every kind the catalogue sits beside.
  await createTestUser(db, 'dump_member');
  root = await mkdtemp(path.join(os.tmpdir(), 'cv-dumps-'));
  manifest = await writeDump(db, root, { now: new Date('2030-01-02T03:04:05Z') });
  app = buildTestApp(db, { DUMP_DIR: root });
  base = `http://127.0.0.1:${await app.app.start(0, '127.0.0.1')}`;
});
afterAll(async () => {
  await app.app.stop();
  await db.close();
  await rm(root, { recursive: true, force: true });
});

function statusOf(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) =>
    http
      .get(url, { headers }, (response) => {
        response.resume();
        resolve(response.statusCode!);
      })
      .on('error', reject),
  );
}

const rowsOf = async (file: string) =>
  gunzipSync(await readFile(path.join(root, manifest.name, file)))
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('a dump', () => {
  it('has one file per type, and every row carries only allow-listed keys', async () => {
    expect(manifest.files.map((f) => f.type)).toEqual(Object.keys(ALLOWED));
    for (const file of manifest.files) {
      for (const row of await rowsOf(file.file)) {
        expect(Object.keys(row).sort(), file.type).toEqual([...ALLOWED[file.type]!].sort());
        for (const company of (row.companies as Record<string, unknown>[] | undefined) ?? [])
          expect(Object.keys(company).sort()).toEqual(NESTED_ALLOWED.companies.sort());
        for (const key of ['frontImage', 'backImage', 'mediumImage'])
          if (row[key]) expect(Object.keys(row[key]).sort()).toEqual(NESTED_ALLOWED.image.sort());
      }
    }
  });

  it('holds no personal data: no address, name or secret of any member appears anywhere', async () => {
    const users = await db.prisma.user.findMany({ select: { email: true, passwordHash: true } });
    for (const file of manifest.files) {
      const text = gunzipSync(await readFile(path.join(root, manifest.name, file.file))).toString('utf8');
      for (const user of users) {
        expect(text).not.toContain(user.email);
        if (user.passwordHash) expect(text).not.toContain(user.passwordHash);
      }
    }
  });

  it("counts, sizes and hashes in the manifest are the files' own, and the counts are the database's", async () => {
    const counts: Record<string, number> = {
      consoles: await db.prisma.console.count(),
      companies: await db.prisma.company.count(),
      games: await db.prisma.game.count(),
      versions: await db.prisma.version.count(),
      changes: await db.prisma.gameHistoryEntry.count({ where: { liveGameId: { not: null } } }),
    };
    expect(counts.games).toBeGreaterThan(0);
    for (const file of manifest.files) {
      const bytes = await readFile(path.join(root, manifest.name, file.file));
      expect(file.bytes).toBe(bytes.length);
      expect(file.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
      expect(file.rows).toBe(counts[file.type]);
      expect((await rowsOf(file.file)).length).toBe(file.rows);
    }
    expect(manifest.schemaVersion).toBe(1);
    expect(manifest.changeFeedPosition).toMatch(/^\d+-0$/);
    expect(manifest.migration).toMatch(/^\d{14}_/);
  });

  it('names images by URL and hash, as the REST facade does', async () => {
    const [version] = await rowsOf('versions.jsonl.gz');
    const medium = version!.mediumImage as { url: string; sha256: string };
    expect(medium.url).toBe(`/images/${medium.sha256}`);
  });
});

describe('keeping dumps', () => {
  it('keeps the newest ones, and the schedule writes only when the newest is older than the interval', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'cv-dumps-keep-'));
    const settings = { intervalHours: 24, keep: 2 };
    expect(await dumpIfDue(db, dir, settings, new Date('2030-01-01T00:00:00Z'))).toBe(true);
    expect(await dumpIfDue(db, dir, settings, new Date('2030-01-01T23:00:00Z'))).toBe(false);
    expect(await dumpIfDue(db, dir, settings, new Date('2030-01-02T00:00:00Z'))).toBe(true);
    expect(await dumpIfDue(db, dir, settings, new Date('2030-01-03T00:00:00Z'))).toBe(true);
    expect(await dumpNames(dir)).toEqual(['cartridge-vault-20300103T000000Z', 'cartridge-vault-20300102T000000Z']);
    expect(await readdir(dir)).toHaveLength(2);
    expect(await pruneDumps(dir, 1)).toEqual(['cartridge-vault-20300102T000000Z']);
    await rm(dir, { recursive: true, force: true });
  });
});

describe('over HTTP', () => {
  const file = () => manifest.files.find((f) => f.type === 'games')!;
  const url = () => `${base}/api/v1/dumps/${manifest.name}/${file().file}`;

  it('lists the dumps with their files and addresses', async () => {
    const response = await fetch(`${base}/api/v1/dumps`);
    expect(response.status).toBe(200);
    const { dumps } = (await response.json()) as { dumps: { name: string; files: { url: string }[] }[] };
    expect(dumps.map((d) => d.name)).toEqual([manifest.name]);
    expect(dumps[0]!.files.map((f) => f.url)).toContain(`/api/v1/dumps/${manifest.name}/games.jsonl.gz`);
  });

  it('answers the list in the shape the OpenAPI document gives it', async () => {
    const document = await (await fetch(`${base}/api/v1/openapi.json`)).json();
    const ajv = new Ajv2020({ strict: true, allErrors: true });
    ajv.addVocabulary(['openapi', 'info', 'servers', 'paths', 'components', 'jsonSchemaDialect', 'security']);
    for (const format of ['date', 'date-time', 'uri']) ajv.addFormat(format, true);
    ajv.addSchema(document, 'openapi.json');
    const validate = ajv.getSchema('openapi.json#/components/schemas/DumpList')!;
    const body = await (await fetch(`${base}/api/v1/dumps`)).json();
    expect(validate(body), ajv.errorsText(validate.errors)).toBe(true);
    // Strict: a property the document does not name is refused, so the check can fail.
    expect(validate({ dumps: [{ ...body.dumps[0], extra: 1 }] })).toBe(false);
    expect(document.paths['/api/v1/dumps/{name}/{file}'].get.parameters[1].schema.enum).toEqual([
      ...manifest.files.map((f) => f.file),
      'manifest.json',
    ]);
  });

  it('serves a file whole, in ranges, and not again while its ETag matches', async () => {
    const whole = await fetch(url());
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('application/gzip');
    const bytes = Buffer.from(await whole.arrayBuffer());
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(file().sha256);

    const part = await fetch(url(), { headers: { range: 'bytes=10-19' } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(bytes.subarray(10, 20));

    const etag = whole.headers.get('etag')!;
    expect(etag).toBeTruthy();
    // node:http, not fetch: fetch adds `cache-control: no-cache` to a conditional request.
    expect(await statusOf(url(), { 'if-none-match': etag })).toBe(304);
    expect(await statusOf(url(), { 'if-none-match': '"another"' })).toBe(200);
  });

  it('answers 404 for anything a manifest does not list, however the path is spelled', async () => {
    for (const bad of [
      `${manifest.name}/users.jsonl.gz`,
      `${manifest.name}/%2e%2e%2fgames.jsonl.gz`,
      'cartridge-vault-20300102T030405Z.partial/games.jsonl.gz',
      'x/games.jsonl.gz',
      `${manifest.name}/games.jsonl.gz/more`,
    ]) {
      expect((await fetch(`${base}/api/v1/dumps/${bad}`)).status, bad).toBe(404);
    }
    expect((await fetch(`${base}/api/v1/dumps`, { method: 'POST' })).status).toBe(405);
  });
});
