import { beforeAll, describe, expect, it } from 'vitest';
import { countStatements, graphql, useTestApp } from '../../test/app.ts';
import { createTestUser } from '../../test/accounts.ts';
import { insertRequest, justExpired, requestGlobalId, someGameIds } from '../../test/request-fixtures.ts';
import { testImage, uploadImage } from '../../test/uploads.ts';
import { resolveDueRequests } from '../requests/resolve.ts';

const t = useTestApp({ seed: true });

const gameQuery = 'query G($id: Int!) { game(databaseId: $id) { databaseId title console { name } } }';
const searchCount = 'query S($s: String) { games(search: $s, first: 5) { totalCount edges { node { title } } } }';

let gameId: number;
let member: { id: number; cookie: string };

beforeAll(async () => {
  [gameId] = (await someGameIds(t.db, 1)) as [number];
  member = await createTestUser(t.db, 'cache_member');
});

describe('the catalogue response cache', () => {
  it('answers a repeated catalogue question without any SQL, with the same answer', async () => {
    const first = await graphql(t.app, gameQuery, { id: gameId });
    expect(first.data.game.databaseId).toBe(gameId);
    let again: unknown;
    expect(await countStatements(t.db, async () => (again = await graphql(t.app, gameQuery, { id: gameId })))).toBe(0);
    expect(again).toEqual(first);
    // A signed-in member asking the same gets the same stored answer.
    expect(
      await countStatements(
        t.db,
        async () => (again = await graphql(t.app, gameQuery, { id: gameId }, { cookie: member.cookie })),
      ),
    ).toBe(0);
    expect(again).toEqual(first);
  });

  it("keeps the games list's count with its page (the count is the same for every viewer)", async () => {
    const countQuery = 'query C { games(first: 5) { count { value kind } edges { node { title } } } }';
    const first = await graphql(t.app, countQuery);
    expect(first.data.games.count.value).toBeGreaterThan(0);
    let again: unknown;
    expect(await countStatements(t.db, async () => (again = await graphql(t.app, countQuery)))).toBe(0);
    expect(again).toEqual(first);
  });

  it('never serves the old game after an edit request is approved', async () => {
    const [, edited] = (await someGameIds(t.db, 2)) as [number, number];
    expect((await graphql(t.app, gameQuery, { id: edited })).data.game.title).not.toBe('Approved New Title');
    await insertRequest(t.db, {
      gameId: edited,
      submitterId: member.id,
      propose: (game) => ({ ...game, title: 'Approved New Title' }),
      expiresAt: justExpired(),
    });
    // Nobody voted: a due request without votes is reset, not applied; vote it through.
    const due = await t.db.prisma.request.findFirstOrThrow({ where: { gameId: edited }, select: { id: true } });
    const voters = await Promise.all([1, 2, 3].map((i) => createTestUser(t.db, `cache_voter${i}`)));
    await t.db.prisma.vote.createMany({
      data: voters.map((voter) => ({ requestId: due.id, userId: voter.id, value: 'APPROVE' as const })),
    });
    expect(await resolveDueRequests(t.app)).toEqual([due.id]);
    expect((await graphql(t.app, gameQuery, { id: edited })).data.game.title).toBe('Approved New Title');
  });

  it('counts and lists a new game at once, in a search cached before it existed', async () => {
    const before = await graphql(t.app, searchCount, { s: 'Cachebuster Saga' });
    expect(before.data.games.totalCount).toBe(0);
    const upload: any = await uploadImage(t.app, member.cookie, {
      bytes: await testImage('png'),
      name: 'cover.png',
      type: 'image/png',
    });
    const consoles = await graphql(t.app, '{ consoles(first: 1) { edges { node { id } } } }');
    const added = await graphql(
      t.app,
      'mutation A($input: GameInput!) { addGame(input: $input, confirmedNotDuplicate: true) { __typename } }',
      {
        input: {
          title: 'Cachebuster Saga',
          consoleId: consoles.data.consoles.edges[0].node.id,
          versions: [
            {
              title: 'Cachebuster Saga',
              region: 'PAL',
              country: null,
              revision: '1.0',
              releaseDate: '1991-04-05',
              developers: ['Cache Studio'],
              publishers: ['Cache Studio'],
              mediumImageId: upload.body.data.uploadImage.data.id,
            },
          ],
        },
      },
      { cookie: member.cookie },
    );
    expect(added.data.addGame.__typename).toBe('MutationAddGameSuccess');
    const after = await graphql(t.app, searchCount, { s: 'Cachebuster Saga' });
    expect(after.data.games).toMatchObject({ totalCount: 1, edges: [{ node: { title: 'Cachebuster Saga' } }] });
  });

  it('never keeps a request, so a vote shows at once', async () => {
    const [, , voted] = (await someGameIds(t.db, 3)) as [number, number, number];
    const requestId = await insertRequest(t.db, { gameId: voted, submitterId: null });
    const tallies = 'query R($id: Int!) { request(databaseId: $id) { approvals game { title } } }';
    expect((await graphql(t.app, tallies, { id: requestId })).data.request.approvals).toBe(0);
    await graphql(
      t.app,
      'mutation V($input: CastVoteInput!) { castVote(input: $input) { __typename } }',
      { input: { requestId: requestGlobalId(requestId), value: 'APPROVE' } },
      { cookie: member.cookie },
    );
    expect((await graphql(t.app, tallies, { id: requestId })).data.request.approvals).toBe(1);
  });
});

describe('what the cache never keeps', () => {
  it('the viewer, even under an alias and even when a visitor asked first', async () => {
    const document = '{ me: viewer { databaseId } catalogue: game(databaseId: 1) { __typename } }';
    expect((await graphql(t.app, document)).data.me).toBeNull();
    expect((await graphql(t.app, document, {}, { cookie: member.cookie })).data.me).toEqual({
      databaseId: member.id,
    });
  });

  it("a version's copies in the viewer's collection, and a game's open requests", async () => {
    for (const document of [
      'query V($id: Int!) { game(databaseId: $id) { versions { viewerCopies { id } } } }',
      'query P($id: Int!) { game(databaseId: $id) { pendingRequests } }',
    ]) {
      await graphql(t.app, document, { id: gameId }, { cookie: member.cookie });
      expect(
        await countStatements(t.db, () => graphql(t.app, document, { id: gameId }, { cookie: member.cookie })),
      ).toBeGreaterThan(0);
    }
  });

  it('a node that turns out to be something other than the catalogue', async () => {
    const userNode = 'query N($id: ID!) { node(id: $id) { id } }';
    const id = Buffer.from(`User:${member.id}`).toString('base64');
    await graphql(t.app, userNode, { id });
    expect(await countStatements(t.db, () => graphql(t.app, userNode, { id }))).toBeGreaterThan(0);
  });
});
