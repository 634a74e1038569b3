// The page cache on two instances (the PostgreSQL + Redis pass of .ci/run): each keeps its own
// pages, and a change written through one empties the other's, through Redis.
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueChanged } from '../../catalogue/catalogue-changes.ts';
import { loadConfig } from '../../config.ts';
import { openPostgresDatabase, type Database } from '../../db/database.ts';
import { createServices } from '../../services.ts';
import { buildApp, type App } from '../../app.ts';
import { publishRequestEvent } from '../../live/request-events.ts';
import { countStatements } from '../../../test/app.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { AGREED, minimalWebRoot, serverEntryBuilt } from '../../../test/rendered-app.ts';
import { defaultServerEntry } from './server-entry.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const postgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!redisUrl || !postgres || !serverEntryBuilt)('page cache on two instances (PostgreSQL + Redis)', () => {
  let dbA: Database & { url?: string };
  let dbB: Database;
  let root: string;
  let a: { app: App; services: ReturnType<typeof createServices>; base: string };
  let b: typeof a;
  let gameId: number;

  async function instance(db: Database) {
    const config = loadConfig({
      NODE_ENV: 'test',
      SITE_ORIGIN: 'https://cartridgevault.test',
      REDIS_URL: redisUrl!,
      DATABASE_URL: dbA.url!,
      REDIS_PREFIX: `page-cache-test-${process.pid}:`,
    });
    const services = createServices(config, db);
    const app = buildApp(services, { webRoot: root, serverEntry: defaultServerEntry });
    return { app, services, base: `http://127.0.0.1:${await app.start(0)}` };
  }

  beforeAll(async () => {
    dbA = await createTestDatabase({ seeded: true });
    dbB = await openPostgresDatabase(dbA.url!, 4);
    root = await minimalWebRoot();
    a = await instance(dbA);
    b = await instance(dbB);
    gameId = (await dbA.prisma.game.findFirstOrThrow({ orderBy: { id: 'asc' }, select: { id: true } })).id;
  });
  afterAll(async () => {
    await Promise.all([a.app.stop(), b.app.stop()]);
    await Promise.all([a.services.close(), b.services.close()]);
    await dbB.close();
    await dbA.close();
    await rm(root, { recursive: true, force: true });
  });

  const pageOnB = async () => (await fetch(`${b.base}/games/${gameId}`, { headers: { cookie: AGREED } })).text();

  /** Keeps the page on B, then waits (5 s at most) for a request to B to read the database again. */
  async function bRendersAgainAfter(change: () => Promise<void>): Promise<string> {
    await pageOnB();
    expect(await countStatements(dbB, pageOnB)).toBe(0);
    await change();
    for (let tries = 0; tries < 50; tries++) {
      let html = '';
      if ((await countStatements(dbB, async () => (html = await pageOnB()))) > 0) return html;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('instance B kept sending its old page');
  }

  it("empties the other instance's pages when the catalogue changes on one", async () => {
    const html = await bRendersAgainAfter(async () => {
      await dbA.prisma.game.update({ where: { id: gameId }, data: { title: 'Renamed on instance A' } });
      await catalogueChanged(dbA);
    });
    expect(html).toContain('>Renamed on instance A</h1>');
  });

  it("empties the other instance's pages when a request opens on one", async () => {
    await bRendersAgainAfter(async () => publishRequestEvent(a.services, 'CREATED', 1));
  });
});
