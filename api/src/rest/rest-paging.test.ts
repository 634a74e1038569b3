// The REST games list pages through the primary key: `next` carries the last id shown, so each
// followed page seeks instead of skipping rows; `start` alone skips rows only up to a bound; the
// total is exact or estimated by the same rule as the GraphQL list's count.
import { describe, expect, it } from 'vitest';
import { GAME_COUNT } from '#shared/catalogue-rules';
import { REST_PAGING } from '#shared/paging-rules';
import { graphql } from '../../test/app.ts';
import { catalogueChanged } from '../catalogue/catalogue-changes.ts';
import { useRestServer } from './test-server.ts';

const t = useRestServer({ seed: true, env: { REST_RATE_LIMIT_PER_SECOND: '0' } });

/** The values of the parameters of the statement that built each answer, as Prisma's log has them. */
async function pageStatement(path: string) {
  const texts: string[] = [];
  t.db.statements.texts = texts;
  try {
    return { response: await t.get(path), texts };
  } finally {
    delete t.db.statements.texts;
  }
}

describe('REST games paging', () => {
  it('walks every game once by following next, the same games start/length would give', async () => {
    const all = (await t.db.prisma.game.findMany({ orderBy: { id: 'asc' }, select: { id: true } })).map((g) => g.id);
    const seen: number[] = [];
    let path: string | null = '/api/v1/games?length=7';
    let start = 0;
    while (path) {
      const { status, body } = await t.get(path);
      expect(status).toBe(200);
      expect(body.start).toBe(start);
      seen.push(...body.games.map((g: { id: number }) => g.id));
      start += 7;
      path = body.next;
    }
    expect(seen).toEqual(all);
    // A followed link answers what start alone answers.
    const byOffset = await t.get('/api/v1/games?start=7&length=7');
    const byLink = await t.get(`/api/v1/games?start=7&length=7&after=${all[6]}`);
    expect(byLink.body).toEqual(byOffset.body);
  });

  it('seeks past `after` whatever the start, and skips no rows to do it', async () => {
    const all = (await t.db.prisma.game.findMany({ orderBy: { id: 'asc' }, select: { id: true } })).map((g) => g.id);
    const deep = REST_PAGING.maxStartWithoutAfter + 500;
    const { response, texts } = await pageStatement(`/api/v1/games?start=${deep}&length=2&after=${all[3]}`);
    expect(response.status).toBe(200);
    expect(response.body.start).toBe(deep);
    expect(response.body.games.map((g: { id: number }) => g.id)).toEqual(all.slice(4, 6));
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatch(/WHERE id > \$4/);
  });

  it(`refuses start above ${REST_PAGING.maxStartWithoutAfter} without after, and says to follow next`, async () => {
    const ok = await t.get(`/api/v1/games?start=${REST_PAGING.maxStartWithoutAfter}&length=1`);
    expect(ok.status).toBe(200);
    const deep = await t.get(`/api/v1/games?start=${REST_PAGING.maxStartWithoutAfter + 1}&length=1`);
    expect(deep.status).toBe(400);
    expect(deep.body).toEqual({
      error: `start above ${REST_PAGING.maxStartWithoutAfter} needs after: follow the next link of the previous page`,
    });
  });

  it("gives the GraphQL list's count: exact within the limit, an estimate past it", async () => {
    const countOf = async () =>
      (await graphql(t.graphqlApp, '{ games(first: 1) { count { value kind } } }')).data.games.count;
    const exact = (await t.get('/api/v1/games?length=1')).body;
    expect({ value: exact.total, kind: exact.total_kind.toUpperCase() }).toEqual(await countOf());
    const consoleId = (await t.db.prisma.console.findFirstOrThrow({ select: { id: true } })).id;
    await t.db.sql.query(
      `INSERT INTO "Game" (title, "titleKey", "searchKey", "consoleId", "updatedAt")
       SELECT 'Rest bulk ' || n, 'rest bulk ' || n, 'rest bulk ' || n, $1, now() FROM generate_series(1, $2::int) AS n`,
      [consoleId, GAME_COUNT.exactUpTo + 300],
    );
    await t.db.sql.query('ANALYZE "Game"', []);
    await catalogueChanged(t.db);
    const estimated = (await t.get('/api/v1/games?length=1&start=1')).body;
    expect(estimated.total_kind).toBe('estimate');
    expect(estimated.total).toBeGreaterThan(GAME_COUNT.exactUpTo);
    expect({ value: estimated.total, kind: 'ESTIMATE' }).toEqual(await countOf());
  });
});
