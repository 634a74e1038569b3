import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { sha256 } from '../images/image-address.ts';
import { storeImages } from '../seed/images.ts';
import { createTestDatabase } from '../../test/database.ts';
import { buildTestApp, countStatements, type TestApp } from '../../test/app.ts';
import { testImage } from '../../test/uploads.ts';

const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

let db: Database;
let app: TestApp;
let origin: string;
let dataDir: string;
let png: Buffer;
let hash: string;

beforeAll(async () => {
  db = await createTestDatabase();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'cv-image-variants-'));
  app = buildTestApp(db, { DATA_DIR: dataDir });
  origin = `http://127.0.0.1:${await app.app.start(0)}`;
  png = await testImage('png', { width: 600, height: 840, color: '#cc3366' });
  hash = sha256(png);
  await storeImages(db, [{ data: png, mime: 'image/png', width: 600, height: 840 }]);
});
afterAll(async () => {
  await app.app.stop();
  await db.close();
  await rm(dataDir, { recursive: true, force: true });
});

const get = (query: string, accept?: string) =>
  fetch(`${origin}/images/${hash}${query}`, { headers: accept ? { accept } : {} });

async function size(response: Response) {
  const { width, height, format } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
  return { width, height, format };
}

describe('image copies by width (/images/{sha256}?w=)', () => {
  it('answers the stored bytes themselves without w', async () => {
    const response = await get('');
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await response.arrayBuffer()).equals(png)).toBe(true);
  });

  it('answers a copy that wide, in the proportions of the upload', async () => {
    const response = await get('?w=240', CHROME_ACCEPT);
    expect(response.status).toBe(200);
    expect(await size(response)).toMatchObject({ width: 240, height: 336 });
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('vary')).toBe('Accept');
  });

  it('never enlarges: a width beyond the upload answers the upload’s size', async () => {
    expect(await size(await get('?w=640', CHROME_ACCEPT))).toMatchObject({ width: 600, height: 840 });
  });

  it.each([
    [CHROME_ACCEPT, 'image/avif', 'heif'],
    ['image/webp,*/*', 'image/webp', 'webp'],
    ['image/webp,image/avif,image/*;q=0.8', 'image/webp', 'webp'],
    ['image/avif;q=0,image/webp', 'image/webp', 'webp'],
    ['*/*', 'image/png', 'png'],
    [undefined, 'image/png', 'png'],
  ])('chooses the format by Accept %s: %s', async (accept, mime, format) => {
    const response = await get('?w=160', accept);
    expect(response.headers.get('content-type')).toBe(mime);
    expect(await size(response)).toMatchObject({ width: 160, format });
  });

  it('makes a copy once and keeps it on disk: the next request reads no database', async () => {
    const first = Buffer.from(await (await get('?w=320', 'image/webp')).arrayBuffer());
    expect(await readdir(path.join(dataDir, 'image-variants'))).toContain(`${hash}-320.webp`);
    let second: Buffer | undefined;
    const statements = await countStatements(db, async () => {
      second = Buffer.from(await (await get('?w=320', 'image/webp')).arrayBuffer());
    });
    expect(statements).toBe(0);
    expect(second!.equals(first)).toBe(true);
  });

  it('makes a copy once when many ask for it at the same time', async () => {
    const statements = await countStatements(db, () =>
      Promise.all(Array.from({ length: 5 }, () => get('?w=480', 'image/webp').then((r) => r.arrayBuffer()))),
    );
    expect(statements).toBe(1);
  });

  it.each(['?w=100', '?w=abc', '?w=', '?w=240.0', '?w=-240', '?w=240&w=320', '?w=240&format=gif', '?size=240'])(
    'refuses %s with 400 and says what is allowed',
    async (query) => {
      const response = await get(query, CHROME_ACCEPT);
      expect(response.status).toBe(400);
      expect((await response.json()).error).toMatch(/w/);
    },
  );

  it('answers 404 for a copy of an unknown hash, and keeps nothing for it', async () => {
    const response = await fetch(`${origin}/images/${'0'.repeat(64)}?w=160`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Image not found' });
    // The folder is made with the first copy kept: when this test runs first (shuffled), there is none.
    const kept = await readdir(path.join(dataDir, 'image-variants')).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    expect(kept.some((file) => file.startsWith('0000'))).toBe(false);
  });
});
