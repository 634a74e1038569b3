import type { IncomingMessage } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { AGREED, serverEntryBuilt, useRenderedApp } from '../../../test/rendered-app.ts';

// A title that would end the page's data block early, and start a script, were it written raw.
const HOSTILE_TITLE = 'Tetris</script><script>window.pwned=1</script><!--\u2028\u2029&';

const context = useRenderedApp();
let base: string;
let gameId: number;
const graphqlRequests: string[] = [];

beforeAll(async () => {
  if (!serverEntryBuilt) return;
  base = context.base;
  const game = await context.db.prisma.game.findFirstOrThrow({ select: { id: true } });
  gameId = game.id;
  await context.db.prisma.game.update({ where: { id: gameId }, data: { title: HOSTILE_TITLE } });
  // Every HTTP request the server receives: a render's queries must not be among them.
  context.app.server.prependListener('request', (req: IncomingMessage) => {
    if (req.url?.startsWith('/graphql')) graphqlRequests.push(req.url);
  });
});

/** The page's data block: from its opening tag to the first `</script` the HTML parser would see. */
function pageDataBlock(html: string): string {
  const start = html.indexOf('<script type="application/json" id="page-data">');
  expect(start).toBeGreaterThan(-1);
  const open = html.indexOf('>', start) + 1;
  return html.slice(open, html.indexOf('</script', open));
}

describe.skipIf(!serverEntryBuilt)('server rendering (needs dist/server: npm run build:web)', () => {
  it("renders a game's page with its query executed in-process: no HTTP request reaches /graphql", async () => {
    graphqlRequests.length = 0;
    const response = await fetch(`${base}/games/${gameId}`, { headers: { cookie: AGREED } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<h1>Tetris&lt;/script&gt;&lt;script&gt;window.pwned=1&lt;/script&gt;&lt;!--');
    expect(graphqlRequests).toEqual([]);
    // The same query over HTTP is counted: the listener sees /graphql requests when there are some.
    await fetch(`${base}/graphql?query=${encodeURIComponent('{ __typename }')}`, {
      headers: { 'x-graphql-yoga-csrf': '1' },
    });
    expect(graphqlRequests).toHaveLength(1);
  });

  it('writes the records so that a title cannot end their script element or start another', async () => {
    const html = await (await fetch(`${base}/games/${gameId}`, { headers: { cookie: AGREED } })).text();
    const block = pageDataBlock(html);
    expect(block).not.toMatch(/[<>\u2028\u2029]/);
    const data = JSON.parse(block) as { records: Record<string, { __typename?: string; title?: string }> };
    const game = Object.values(data.records).find((record) => record.__typename === 'Game');
    expect(game?.title).toBe(HOSTILE_TITLE);
    expect(html).not.toContain('<script>window.pwned');
  });

  it('sends a signed-in reader\u2019s page as private and unstored, an anonymous one as revalidated', async () => {
    const anonymous = await fetch(`${base}/games/${gameId}`);
    expect(anonymous.headers.get('cache-control')).toBe('no-cache');
    const signedIn = await fetch(`${base}/games/${gameId}`, { headers: { cookie: `${AGREED}; session=abc` } });
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
  });

  it('keeps the 404 of an address that names nothing, with the not-found screen rendered', async () => {
    const response = await fetch(`${base}/games/2147483647`, { headers: { cookie: AGREED } });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<h1>Game not found</h1>');
  });
});
