// Making an image copy costs CPU, keeping one costs nothing (issue 27, N7): a client address may
// have a bounded number made, and a process makes a few at once; past either, the stored image
// itself answers, so pages still show it.
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { IMAGE_VARIANT_LIMITS } from '#shared/image-variants';
import type { Database } from '../db/database.ts';
import { sha256 } from './image-address.ts';
import { ImageVariantCache, NOT_NOW, type StoredUpload } from './variant-cache.ts';
import { storeImages } from '../seed/images.ts';
import { createTestDatabase } from '../../test/database.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { testImage } from '../../test/uploads.ts';

let db: Database;
let app: TestApp;
let port: number;
let dataDir: string;
let hash: string;

beforeAll(async () => {
  db = await createTestDatabase();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'cv-variant-limits-'));
  app = buildTestApp(db, { DATA_DIR: dataDir });
  port = await app.app.start(0, '0.0.0.0');
  const png = await testImage('png', { width: 600, height: 840, color: '#3366cc' });
  hash = sha256(png);
  await storeImages(db, [{ data: png, mime: 'image/png', width: 600, height: 840 }]);
});
afterAll(async () => {
  await app.app.stop();
  await db.close();
  await rm(dataDir, { recursive: true, force: true });
});

function get(width: number, localAddress: string) {
  return new Promise<{ type: string; cache: string }>((resolve, reject) =>
    http
      .get(
        {
          host: '127.0.0.1',
          port,
          path: `/images/${hash}?w=${width}`,
          localAddress,
          headers: { accept: 'image/webp' },
        },
        (response) => {
          response.resume();
          response.on('end', () =>
            resolve({ type: response.headers['content-type']!, cache: response.headers['cache-control']! }),
          );
        },
      )
      .on('error', reject),
  );
}

describe('copies one client address may have made', () => {
  it('past the allowance a new copy is not made: the stored image answers, uncached; kept copies and other addresses are served as before', async () => {
    expect(await get(160, '127.0.0.2')).toEqual({ type: 'image/webp', cache: 'public, max-age=31536000, immutable' });
    for (let i = 0; i < IMAGE_VARIANT_LIMITS.perAddress.points; i += 1)
      await app.limits.imageVariants.fail('127.0.0.2');

    expect(await get(240, '127.0.0.2')).toEqual({ type: 'image/png', cache: 'no-store' });
    expect(await get(160, '127.0.0.2')).toMatchObject({ type: 'image/webp' });
    expect(await get(240, '127.0.0.3')).toMatchObject({ type: 'image/webp' });
  });
});

describe('copies a process makes at once', () => {
  it('at most `concurrent` are made at once and `waiting` wait; past that, not now', async () => {
    // Each load waits to be released; nextLoad() hands over the release of the next one to start.
    const started: (() => void)[] = [];
    const askers: ((release: () => void) => void)[] = [];
    const nextLoad = () =>
      new Promise<() => void>((resolve) => {
        const release = started.shift();
        if (release) resolve(release);
        else askers.push(resolve);
      });
    let running = 0;
    let most = 0;
    const upload = await testImage('png', { width: 200, height: 200, color: '#000000' });
    const cache = new ImageVariantCache(
      await mkdtemp(path.join(os.tmpdir(), 'cv-variant-gate-')),
      async (): Promise<StoredUpload> => {
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((release) => {
          const asker = askers.shift();
          if (asker) asker(release);
          else started.push(release);
        });
        running -= 1;
        return { data: upload, mime: 'image/png' };
      },
      { concurrent: 1, waiting: 1 },
    );
    const hashes = ['a', 'b', 'c'].map((c) => c.repeat(64));
    // One at a time, so the order they reach the gate is the order they were asked in.
    const first = cache.get(hashes[0]!, 160, 'webp');
    const releaseFirst = await nextLoad();
    const second = cache.get(hashes[1]!, 160, 'webp');
    await vi.waitFor(() => expect(cache.load).toEqual({ running: 1, waiting: 1 }));
    expect(await cache.get(hashes[2]!, 160, 'webp')).toBe(NOT_NOW);
    releaseFirst();
    expect(await first).toMatchObject({ mime: 'image/webp' });
    (await nextLoad())();
    expect(await second).toMatchObject({ mime: 'image/webp' });
    expect(cache.load).toEqual({ running: 0, waiting: 0 });
    expect(most).toBe(1);
  });
});
