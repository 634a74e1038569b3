import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { countStatements, graphql, useTestApp } from '../../test/app.ts';
import { createTestUser } from '../../test/accounts.ts';
import { insertRequest, someGameIds } from '../../test/request-fixtures.ts';
import { snapshotGame } from '../requests/snapshot.ts';

const t = useTestApp({ seed: true });

const list = /* GraphQL */ `
  query List($status: RequestStatus, $type: RequestType, $first: Int, $after: String) {
    requests(status: $status, type: $type, first: $first, after: $after) {
      edges {
        node {
          databaseId
          type
          status
          gameTitle
          game {
            title
          }
          submitter {
            username
            trustScore
          }
          approvals
          rejections
          approvalPercentage
          daysRemaining
          viewerVote
          viewerCanVote
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;

const DAY = 24 * 3600 * 1000;
const ids: Record<string, number> = {};
let gameIds: number[];
let submitter: { id: number; cookie: string };
let viewer: { id: number; cookie: string };

/** Five requests, a day apart (oldest first): kinds and states the filters pick from. */
const rows = [
  ['oldEdit', 'EDIT', 'APPROVED'],
  ['oldDelete', 'DELETE', 'REJECTED'],
  ['edit', 'EDIT', 'PENDING'],
  ['delete', 'DELETE', 'PENDING'],
  ['newEdit', 'EDIT', 'REJECTED'],
] as const;

beforeAll(async () => {
  gameIds = await someGameIds(t.db, 30);
  submitter = await createTestUser(t.db, 'lister');
  viewer = await createTestUser(t.db, 'looker');
  const start = Date.now() - 10 * DAY;
  for (const [index, [name, type, status]] of rows.entries()) {
    ids[name] = await insertRequest(t.db, {
      gameId: gameIds[index]!,
      submitterId: submitter.id,
      type,
      status,
      createdAt: new Date(start + index * DAY),
    });
  }
});

/**
 * Requests a test adds go when it ends: the others count the five above, in whatever order the
 * tests run (vitest --sequence.shuffle).
 */
function removeWhenDone(requestIds: number[]): void {
  onTestFinished(async () => {
    await t.db.prisma.request.deleteMany({ where: { id: { in: requestIds } } });
  });
}

const names = (result: any) =>
  result.data.requests.edges.map(
    (e: any) => Object.entries(ids).find(([, id]) => id === e.node.databaseId)?.[0] ?? e.node.databaseId,
  );

describe('requests', () => {
  it('lists newest first, the same second broken by id', async () => {
    expect(names(await graphql(t.app, list, { first: 5 }))).toEqual([
      'newEdit',
      'delete',
      'edit',
      'oldDelete',
      'oldEdit',
    ]);
    const at = new Date(Date.now() - 20 * DAY);
    const twins: number[] = [
      await insertRequest(t.db, {
        gameId: gameIds[5]!,
        submitterId: null,
        createdAt: at,
        status: 'APPROVED',
        type: 'DELETE',
      }),
      await insertRequest(t.db, {
        gameId: gameIds[5]!,
        submitterId: null,
        createdAt: at,
        status: 'APPROVED',
        type: 'DELETE',
      }),
    ];
    removeWhenDone(twins);
    const all: any = await graphql(t.app, list, { status: 'APPROVED', type: 'DELETE' });
    expect(all.data.requests.edges.map((e: any) => e.node.databaseId)).toEqual([twins[1], twins[0]]);
  });

  it('filters by status and type', async () => {
    expect(names(await graphql(t.app, list, { status: 'PENDING' }))).toEqual(['delete', 'edit']);
    expect(names(await graphql(t.app, list, { type: 'EDIT', status: 'REJECTED' }))).toEqual(['newEdit']);
    expect(names(await graphql(t.app, list, { type: 'DELETE', status: 'REJECTED' }))).toEqual(['oldDelete']);
    expect(names(await graphql(t.app, list, { type: 'EDIT' })).slice(0, 3)).toEqual(['newEdit', 'edit', 'oldEdit']);
  });

  it('pages through with cursors, no repeats and no gaps', async () => {
    const seen: unknown[] = [];
    let after: string | null = null;
    for (;;) {
      const page: any = await graphql(t.app, list, { first: 2, after, type: 'EDIT' });
      seen.push(...names(page));
      if (!page.data.requests.pageInfo.hasNextPage) break;
      after = page.data.requests.pageInfo.endCursor;
    }
    expect(seen).toEqual(names(await graphql(t.app, list, { type: 'EDIT' })));
    expect(seen.slice(0, 3)).toEqual(['newEdit', 'edit', 'oldEdit']);
  });

  it('refuses a page larger than 100', async () => {
    expect((await graphql(t.app, list, { first: 101 })).errors?.[0]?.message).toBe('A page holds at most 100 requests');
  });

  it('loads a page of 25 with votes, the viewer vote, game and submitter in the same statements as a page of 3 (no N+1)', async () => {
    const added: number[] = [];
    removeWhenDone(added);
    for (const gameId of gameIds.slice(6, 30))
      added.push(await insertRequest(t.db, { gameId, submitterId: submitter.id }));
    const pending = await t.db.prisma.request.findMany({ where: { status: 'PENDING' }, select: { id: true } });
    await t.db.prisma.vote.createMany({
      data: pending.flatMap(({ id }, i) => [{ requestId: id, userId: viewer.id, value: i % 2 ? 'APPROVE' : 'REJECT' }]),
    });
    const counts = [];
    let page: any;
    for (const first of [3, 25]) {
      counts.push(
        await countStatements(t.db, async () => {
          page = await graphql(t.app, list, { first, status: 'PENDING' }, { cookie: viewer.cookie });
        }),
      );
    }
    expect(page.data.requests.edges).toHaveLength(25);
    expect(
      page.data.requests.edges.every(
        (e: any) =>
          e.node.viewerVote !== null &&
          e.node.approvals + e.node.rejections === 1 &&
          e.node.submitter.username === 'lister',
      ),
    ).toBe(true);
    // the session, the page (game and submitter joined in), the tallies, the viewer's votes
    expect(counts[0]).toBe(counts[1]);
    expect(counts[1]).toBeLessThanOrEqual(5);
  });

  it('names a deleted submitter null and a deleted game by its snapshot title', async () => {
    const leaving = await createTestUser(t.db, 'gone_submitter');
    const game = await t.db.prisma.game.create({
      data: {
        title: 'Doomed Game',
        titleKey: 'doomed game',
        searchKey: 'doomed game',
        consoleId: (await t.db.prisma.console.findFirstOrThrow()).id,
      },
      select: { id: true },
    });
    const id = await insertRequest(t.db, { gameId: game.id, submitterId: leaving.id, type: 'DELETE' });
    removeWhenDone([id]);
    await t.db.prisma.user.delete({ where: { id: leaving.id } });
    await t.db.prisma.game.delete({ where: { id: game.id } });
    const result: any = await graphql(
      t.app,
      'query($id: Int!) { request(databaseId: $id) { submitter { username } game { title } gameTitle snapshot { title versions { title } } proposal { title } } }',
      { id },
    );
    expect(result.data.request).toEqual({
      submitter: null,
      game: null,
      gameTitle: 'Doomed Game',
      snapshot: { title: 'Doomed Game', versions: [] },
      proposal: null,
    });
  });
});

describe('request', () => {
  it('shows the snapshot and proposal with console, versions and images, and null for an unknown number', async () => {
    const before = (await snapshotGame(t.db.prisma, gameIds[2]!))!;
    const result: any = await graphql(
      t.app,
      `
        query ($id: Int!) {
          request(databaseId: $id) {
            snapshot {
              title
              console {
                name
              }
              versions {
                versionId
                title
                releaseDate
                developers
                mediumImage {
                  url
                }
                frontImage {
                  url
                }
              }
            }
            proposal {
              title
              versions {
                versionId
              }
            }
          }
        }
      `,
      { id: ids.edit },
    );
    const { snapshot, proposal } = result.data.request;
    expect(snapshot.title).toBe(before.title);
    expect(snapshot.console.name).toBeTruthy();
    expect(snapshot.versions.map((v: any) => [v.versionId, v.title, v.releaseDate, v.developers])).toEqual(
      before.versions.map((v) => [v.id, v.title, v.releaseDate, v.developers]),
    );
    expect(snapshot.versions[0].mediumImage.url).toMatch(/^\/images\/[0-9a-f]{64}$/);
    expect(proposal.title).toBe(`${before.title} (edited)`);
    expect((await graphql(t.app, '{ request(databaseId: 999999) { id } }')).data).toEqual({ request: null });
  });

  it('counts the pending requests of a game', async () => {
    const result: any = await graphql(
      t.app,
      'query($a: Int!, $b: Int!) { a: game(databaseId: $a) { pendingRequests } b: game(databaseId: $b) { pendingRequests } }',
      { a: gameIds[2], b: gameIds[0] },
    );
    expect(result.data).toEqual({ a: { pendingRequests: 1 }, b: { pendingRequests: 0 } });
  });

  it('is readable by visitors, with no vote of theirs and no right to vote', async () => {
    const result: any = await graphql(
      t.app,
      'query($id: Int!) { request(databaseId: $id) { votingOpen viewerVote viewerCanVote daysRemaining approvalPercentage } }',
      { id: ids.edit },
    );
    expect(result.data.request).toMatchObject({ viewerVote: null, viewerCanVote: false });
  });
});
