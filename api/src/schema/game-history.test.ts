import { beforeAll, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { countStatements, graphql, useTestApp } from '../../test/app.ts';
import { createTestUser } from '../../test/accounts.ts';
import { gameSnapshot, insertRequest } from '../../test/request-fixtures.ts';
import { moderateRequest } from '../requests/resolve.ts';
import { createGame } from '../catalogue/save-game.ts';
import { recordGameChange } from '../catalogue/game-history.ts';
import { parseGameChanges } from '../domain/game-changes.ts';
import type { GameSnapshot } from '../domain/game-snapshot.ts';

const t = useTestApp({ seed: true });

let submitter: { id: number; cookie: string };
let moderator: { id: number; cookie: string };
let visitor: { id: number; cookie: string };
let gameIds: number[];
let nextGame = 0;
/** A game no other test touches. */
const freshGame = () => gameIds[nextGame++]!;

beforeAll(async () => {
  submitter = await createTestUser(t.db, 'history_submitter');
  moderator = await createTestUser(t.db, 'history_moderator', { role: 'MODERATOR' });
  visitor = await createTestUser(t.db, 'history_member');
  gameIds = (await t.db.prisma.game.findMany({ select: { id: true }, orderBy: { id: 'asc' } })).map((g) => g.id);
});

const entries = (gameId: number) =>
  t.db.prisma.gameHistoryEntry.findMany({ where: { gameId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });

/** An edit request proposing `propose(game now)`, forced through by the moderator. */
async function approvedEdit(gameId: number, propose: (game: GameSnapshot) => GameSnapshot) {
  const id = await insertRequest(t.db, { gameId, submitterId: submitter.id, propose });
  return approve(id);
}

async function approve(requestId: number) {
  const outcome = await moderateRequest(t.app, { requestId, action: 'FORCE_APPROVE', moderatorId: moderator.id });
  expect(outcome).toEqual({ ok: true, result: 'approved' });
  return requestId;
}

const historyQuery = /* GraphQL */ `
  query History($id: Int!, $first: Int, $after: String) {
    game(databaseId: $id) {
      history(first: $first, after: $after) {
        edges {
          node {
            id
            kind
            gameTitle
            request {
              databaseId
            }
            proposer {
              username
            }
            moderator {
              username
            }
            titleChange {
              before
              after
            }
            consoleChange {
              before {
                name
              }
              after {
                name
              }
            }
            versionChanges {
              versionId
              kind
              changedFields
              before {
                revision
                mediumImage {
                  url
                }
              }
              after {
                revision
                mediumImage {
                  url
                }
              }
            }
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
`;

describe('the history of a game', () => {
  it('starts with its creation, holding what was stored', async () => {
    const template = await gameSnapshot(t.db, freshGame());
    const { versions, ...game } = template;
    const gameId = await createGame(
      t.db.prisma,
      { ...game, title: 'History Test Game', versions: versions.slice(0, 1).map((v) => ({ ...v, id: null })) },
      submitter.id,
    );
    const [created, ...rest] = await entries(gameId);
    expect(rest).toEqual([]);
    expect(created).toMatchObject({ kind: 'CREATED', proposerId: submitter.id, gameTitle: 'History Test Game' });
    const changes = parseGameChanges(created!.changes);
    expect(changes.game.title).toEqual({ before: null, after: 'History Test Game' });
    const [version] = (await gameSnapshot(t.db, gameId)).versions;
    expect(changes.versions).toEqual([
      expect.objectContaining({ id: version!.id, kind: 'added', before: null, after: version }),
    ]);
  });

  it('records an approved edit as exactly the applied difference, with proposer, moderator and request', async () => {
    const gameId = freshGame();
    const before = await gameSnapshot(t.db, gameId);
    const requestId = await approvedEdit(gameId, (g) => ({
      ...g,
      title: 'Renamed for history',
      versions: g.versions.map((v, i) => (i === 0 ? { ...v, revision: 'Rev Z' } : v)),
    }));
    const [entry] = await entries(gameId);
    expect(entry).toMatchObject({ kind: 'EDITED', requestId, proposerId: submitter.id, moderatorId: moderator.id });
    const changes = parseGameChanges(entry!.changes);
    expect(changes.game).toEqual({ title: { before: before.title, after: 'Renamed for history' } });
    expect(changes.versions.map((v) => [v.id, v.kind, v.fields])).toEqual([
      [before.versions[0]!.id, 'changed', ['revision']],
    ]);
    expect(changes.versions[0]!.before).toEqual(before.versions[0]);
    expect(changes.versions[0]!.after).toEqual((await gameSnapshot(t.db, gameId)).versions[0]);

    const result = await graphql(t.app, historyQuery, { id: gameId });
    const node = result.data.game.history.edges[0].node;
    expect(node).toMatchObject({
      kind: 'EDITED',
      request: { databaseId: requestId },
      proposer: { username: 'history_submitter' },
      moderator: { username: 'history_moderator' },
      titleChange: { before: before.title, after: 'Renamed for history' },
      consoleChange: null,
    });
    expect(node.versionChanges[0]).toMatchObject({
      kind: 'CHANGED',
      changedFields: ['revision'],
      after: { revision: 'Rev Z' },
    });
    const fetched = await graphql(
      t.app,
      `
        query ($id: ID!) {
          node(id: $id) {
            id
            ... on GameHistoryEntry {
              kind
            }
          }
        }
      `,
      {
        id: node.id,
      },
    );
    expect(fetched.data.node).toEqual({ id: node.id, kind: 'EDITED' });
  });

  it('records the merged result: a later unrelated change is kept and not recorded again', async () => {
    const gameId = freshGame();
    const original = await gameSnapshot(t.db, gameId);
    // Both requests see the original game; the revision change is approved first.
    const titleRequest = await insertRequest(t.db, {
      gameId,
      submitterId: submitter.id,
      // It also makes the change the other request makes: applied by then, so not this entry's.
      propose: (g) => ({
        ...g,
        title: 'Merged title',
        versions: g.versions.map((v, i) => (i === 0 ? { ...v, revision: 'Later revision' } : v)),
      }),
    });
    await approvedEdit(gameId, (g) => ({
      ...g,
      versions: g.versions.map((v, i) => (i === 0 ? { ...v, revision: 'Later revision' } : v)),
    }));
    await approve(titleRequest);
    const now = await gameSnapshot(t.db, gameId);
    expect(now.title).toBe('Merged title');
    expect(now.versions[0]!.revision).toBe('Later revision');
    const [titleEntry, revisionEntry] = await entries(gameId);
    expect(titleEntry!.requestId).toBe(titleRequest);
    const changes = parseGameChanges(titleEntry!.changes);
    expect(changes).toEqual({ game: { title: { before: original.title, after: 'Merged title' } }, versions: [] });
    expect(parseGameChanges(revisionEntry!.changes).versions[0]!.fields).toEqual(['revision']);
  });

  it('records versions added and removed, the added one with its new id', async () => {
    const gameId = freshGame();
    const before = await gameSnapshot(t.db, gameId);
    const [first, ...rest] = before.versions;
    const replaced = before.versions.length > 1 ? rest : before.versions;
    await approvedEdit(gameId, (g) => ({
      ...g,
      versions: [
        ...(before.versions.length > 1 ? g.versions.slice(1) : g.versions),
        { ...first!, id: null, title: 'Added version', revision: 'New' },
      ],
    }));
    const after = await gameSnapshot(t.db, gameId);
    const added = after.versions.find((v) => v.title === 'Added version')!;
    const changes = parseGameChanges((await entries(gameId))[0]!.changes);
    const kinds = changes.versions.map((v) => [v.id, v.kind]);
    expect(kinds).toContainEqual([added.id, 'added']);
    if (replaced !== before.versions) expect(kinds).toContainEqual([first!.id, 'removed']);
    expect(changes.versions.find((v) => v.kind === 'added')!.after).toEqual(added);
  });
});

describe('a deleted game', () => {
  let gameId: number;
  let entryId: string;

  beforeAll(async () => {
    gameId = freshGame();
    await approvedEdit(gameId, (g) => ({ ...g, title: 'Soon gone' }));
    const requestId = await insertRequest(t.db, { gameId, submitterId: submitter.id, type: 'DELETE' });
    await approve(requestId);
    entryId = encodeGlobalID('GameHistoryEntry', String((await entries(gameId))[0]!.id));
  });

  const gameHistory = /* GraphQL */ `
    query ($id: Int!) {
      gameHistory(gameDatabaseId: $id) {
        edges {
          node {
            kind
            gameTitle
            game {
              id
            }
            titleChange {
              before
              after
            }
          }
        }
      }
    }
  `;

  it('keeps its history, the deletion last, readable by moderators', async () => {
    expect(await t.db.prisma.game.findUnique({ where: { id: gameId } })).toBeNull();
    const result = await graphql(t.app, gameHistory, { id: gameId }, { cookie: moderator.cookie });
    expect(result.data.gameHistory.edges.map((e: any) => e.node.kind)).toEqual(['DELETED', 'EDITED']);
    expect(result.data.gameHistory.edges[0].node).toEqual({
      kind: 'DELETED',
      gameTitle: 'Soon gone',
      game: null,
      titleChange: { before: 'Soon gone', after: null },
    });
    const node = await graphql(
      t.app,
      `
        query ($id: ID!) {
          node(id: $id) {
            id
          }
        }
      `,
      { id: entryId },
      { cookie: moderator.cookie },
    );
    expect(node.data.node).toEqual({ id: entryId });
  });

  it('hides it from members and visitors', async () => {
    for (const headers of [{ cookie: visitor.cookie }, {}] as Record<string, string>[]) {
      const result = await graphql(t.app, gameHistory, { id: gameId }, headers);
      expect(result.data.gameHistory.edges).toEqual([]);
      const node = await graphql(
        t.app,
        `
          query ($id: ID!) {
            node(id: $id) {
              id
            }
          }
        `,
        { id: entryId },
        headers,
      );
      expect(node.data?.node ?? null).toBeNull();
    }
  });
});

describe('reverting a change', () => {
  it('is an ordinary edit request whose approval restores the old values and keeps later changes', async () => {
    const gameId = freshGame();
    const original = await gameSnapshot(t.db, gameId);
    await approvedEdit(gameId, (g) => ({ ...g, title: 'Vandalised title' }));
    const [vandalism] = await entries(gameId);
    await approvedEdit(gameId, (g) => ({
      ...g,
      versions: g.versions.map((v, i) => (i === 0 ? { ...v, revision: 'Kept revision' } : v)),
    }));
    // What the revert form sends: the game now, with the entry's fields at their values before it.
    const before = parseGameChanges(vandalism!.changes).game.title!.before!;
    const revert = await insertRequest(t.db, {
      gameId,
      submitterId: submitter.id,
      propose: (g) => ({ ...g, title: before }),
    });
    await approve(revert);
    const now = await gameSnapshot(t.db, gameId);
    expect(now.title).toBe(original.title);
    expect(now.versions[0]!.revision).toBe('Kept revision');
    expect(parseGameChanges((await entries(gameId))[0]!.changes).game).toEqual({
      title: { before: 'Vandalised title', after: original.title },
    });
  });
});

describe('the history connection', () => {
  it('pages newest first in the same number of statements for 3 entries as for 25', async () => {
    // Entries written straight (no approval, whose announcements would run statements meanwhile).
    const gameId = freshGame();
    const before = await gameSnapshot(t.db, gameId);
    const after = { ...before, title: 'Paged', versions: before.versions.map((v) => ({ ...v, revision: 'P' })) };
    const requestId = await insertRequest(t.db, { gameId, submitterId: submitter.id });
    await t.db.prisma.$transaction((tx) =>
      recordGameChange(tx, { gameId, before, after, requestId, proposerId: submitter.id, moderatorId: moderator.id }),
    );
    const [template] = await entries(gameId);
    const { id: _id, ...row } = template!;
    await t.db.prisma.gameHistoryEntry.createMany({
      data: Array.from({ length: 30 }, (_, i) => ({
        ...row,
        changes: row.changes as object,
        createdAt: new Date(Date.UTC(2020, 0, 1 + i)),
      })),
    });
    // Earlier approvals' announcements (request events) must not count here.
    await t.app.tasks.settled();
    const counts: number[] = [];
    let page: any;
    for (const first of [3, 25]) {
      counts.push(
        await countStatements(t.db, async () => {
          page = await graphql(t.app, historyQuery, { id: gameId, first });
        }),
      );
    }
    const edges = page.data.game.history.edges;
    expect(edges).toHaveLength(25);
    expect(edges[0].node.request.databaseId).toBe(template!.requestId);
    expect(edges[0].node.versionChanges[0].after.mediumImage.url).toMatch(/^\/images\//);
    // the game with its page (request and people joined in), then the images the versions name
    expect(counts).toEqual([2, 2]);

    const next = await graphql(t.app, historyQuery, {
      id: gameId,
      first: 25,
      after: page.data.game.history.pageInfo.endCursor,
    });
    expect(next.data.game.history.edges).toHaveLength(6);
    expect(next.data.game.history.pageInfo.hasNextPage).toBe(false);
  });
});
