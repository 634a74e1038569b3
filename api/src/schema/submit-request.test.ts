import { encodeGlobalID } from '@pothos/plugin-relay';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphqlFromNewAddress, useTestApp } from '../../test/app.ts';
import { createTestUser, openSession } from '../../test/accounts.ts';
import { gameAsInput, someGameIds } from '../../test/request-fixtures.ts';
import { snapshotGame } from '../requests/snapshot.ts';
import type { Role } from '#shared/account-rules';

const t = useTestApp({ seed: true });

const submitEdit = /* GraphQL */ `
  mutation Edit($input: SubmitEditRequestInput!) {
    submitEditRequest(input: $input) {
      __typename
      ... on MutationSubmitEditRequestSuccess {
        data {
          databaseId
          type
          status
          gameTitle
          reason
          daysRemaining
          expiresAt
          resetCount
          approvalPercentage
          votingOpen
          submitter {
            username
          }
          game {
            databaseId
            title
          }
          snapshot {
            title
            versions {
              versionId
              title
            }
          }
          proposal {
            title
            console {
              name
            }
            versions {
              versionId
              title
              region
              mediumImage {
                url
              }
            }
          }
        }
      }
      ... on ValidationError {
        fieldErrors {
          field
          code
          message
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const submitDelete = /* GraphQL */ `
  mutation Delete($input: SubmitDeleteRequestInput!) {
    submitDeleteRequest(input: $input) {
      __typename
      ... on MutationSubmitDeleteRequestSuccess {
        data {
          databaseId
          type
          status
          gameTitle
          reason
          proposal {
            title
          }
          snapshot {
            title
            versions {
              versionId
            }
          }
        }
      }
      ... on ValidationError {
        fieldErrors {
          field
          code
          message
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

let user: { id: number; cookie: string };
let gameId: number;
let otherGameId: number;
const gid = (id: number) => encodeGlobalID('Game', String(id));

beforeAll(async () => {
  user = await createTestUser(t.db, 'editor');
  [gameId, otherGameId] = (await someGameIds(t.db, 2)) as [number, number];
});

describe('submitEditRequest', () => {
  it('stores a pending request with the proposal and the game as it was, and leaves the game alone', async () => {
    const game = await gameAsInput(t.db, gameId);
    const before = await snapshotGame(t.db.prisma, gameId);
    const started = Date.now();
    const result: any = await graphqlFromNewAddress(
      t.app,
      submitEdit,
      { input: { gameId: gid(gameId), game: { ...game, title: 'A Better Title' }, reason: 'The box says so' } },
      { cookie: user.cookie },
    );
    expect(result.data.submitEditRequest.__typename).toBe('MutationSubmitEditRequestSuccess');
    const request = result.data.submitEditRequest.data;
    expect(request).toMatchObject({
      type: 'EDIT',
      status: 'PENDING',
      gameTitle: before!.title,
      reason: 'The box says so',
      daysRemaining: 14,
      resetCount: 0,
      approvalPercentage: null,
      votingOpen: true,
      submitter: { username: 'editor' },
      game: { databaseId: gameId, title: before!.title },
    });
    expect(request.snapshot.title).toBe(before!.title);
    expect(request.proposal.title).toBe('A Better Title');
    expect(request.proposal.versions.map((v: any) => v.versionId)).toEqual(before!.versions.map((v) => v.id));
    expect(request.proposal.versions[0].mediumImage.url).toMatch(/^\/images\//);
    const lifetime = new Date(request.expiresAt).getTime() - started;
    expect(lifetime).toBeGreaterThanOrEqual(14 * 24 * 3600 * 1000 - 1000);
    expect(lifetime).toBeLessThan(14 * 24 * 3600 * 1000 + 60_000);
    expect(await snapshotGame(t.db.prisma, gameId)).toEqual(before);
  });

  it("announces the new request on the moderators' feed", async () => {
    const game = await gameAsInput(t.db, gameId);
    const feed = t.app.pubsub.subscribe('requestFeed')[Symbol.asyncIterator]();
    const heard = feed.next();
    const result: any = await graphqlFromNewAddress(
      t.app,
      submitEdit,
      { input: { gameId: gid(gameId), game: { ...game, title: 'Announced Title' }, reason: 'Typo' } },
      { cookie: user.cookie },
    );
    const created = result.data.submitEditRequest.data.databaseId;
    // Earlier tests' requests may still be announced (bursts are held up to 100 ms).
    let event = await heard;
    while (!event.done && event.value.requestId !== created) event = await feed.next();
    expect(event.value).toMatchObject({ kind: 'CREATED', requestId: created });
    await feed.return?.();
  });

  it('accepts a proposal that adds a version (no id) and removes another', async () => {
    const game = await gameAsInput(t.db, gameId);
    const added = { ...game.versions[0]!, id: null, title: 'New Regional Release', region: 'PAL', country: 'Spain' };
    const result: any = await graphqlFromNewAddress(
      t.app,
      submitEdit,
      {
        input: { gameId: gid(gameId), game: { ...game, versions: [added] }, reason: 'Only the Spanish release exists' },
      },
      { cookie: user.cookie },
    );
    expect(result.data.submitEditRequest.data.proposal.versions).toMatchObject([
      { versionId: null, title: 'New Regional Release', region: 'PAL' },
    ]);
  });

  it('names every broken rule at once, the missing reason with the spec message, and stores nothing', async () => {
    const game = await gameAsInput(t.db, gameId);
    const count = await t.db.prisma.request.count();
    const result: any = await graphqlFromNewAddress(
      t.app,
      submitEdit,
      { input: { gameId: gid(gameId), game: { ...game, title: ' ' }, reason: '   ' } },
      { cookie: user.cookie },
    );
    expect(result.data.submitEditRequest.fieldErrors).toEqual([
      { field: 'title', code: 'required', message: 'Game title is required' },
      { field: 'reason', code: 'required', message: 'A reason is required to submit an edit request' },
    ]);
    expect(await t.db.prisma.request.count()).toBe(count);
  });

  it('refuses a proposal identical to the game, whatever the order of its versions', async () => {
    const game = await gameAsInput(t.db, gameId);
    for (const versions of [game.versions, [...game.versions].reverse()]) {
      const result: any = await graphqlFromNewAddress(
        t.app,
        submitEdit,
        { input: { gameId: gid(gameId), game: { ...game, versions }, reason: 'No change' } },
        { cookie: user.cookie },
      );
      expect(result.data.submitEditRequest).toEqual({
        __typename: 'NoChangesError',
        message: 'The proposal does not change anything',
      });
    }
  });

  it("refuses another game's version and images nobody uploaded", async () => {
    const game = await gameAsInput(t.db, gameId);
    const foreign = (await gameAsInput(t.db, otherGameId)).versions[0]!;
    const result: any = await graphqlFromNewAddress(
      t.app,
      submitEdit,
      {
        input: {
          gameId: gid(gameId),
          game: { ...game, versions: [{ ...game.versions[0]!, title: 'Changed' }, { ...foreign }] },
          reason: 'Merge',
        },
      },
      { cookie: user.cookie },
    );
    expect(result.data.submitEditRequest.fieldErrors).toEqual([
      { field: 'versions.1.id', code: 'notFound', message: 'This version does not belong to this game' },
    ]);
    const ghost: any = await graphqlFromNewAddress(
      t.app,
      submitEdit,
      {
        input: {
          gameId: gid(gameId),
          game: { ...game, versions: [{ ...game.versions[0]!, frontImageId: encodeGlobalID('Image', '999999') }] },
          reason: 'Ghost',
        },
      },
      { cookie: user.cookie },
    );
    expect(ghost.data.submitEditRequest.fieldErrors).toEqual([
      { field: 'versions.0.frontImageId', code: 'notFound', message: 'This image was not uploaded; choose it again' },
    ]);
  });

  it('answers NotFoundError for a game that does not exist', async () => {
    const game = await gameAsInput(t.db, gameId);
    for (const id of [gid(999_999), encodeGlobalID('Game', 'abc')]) {
      const result: any = await graphqlFromNewAddress(
        t.app,
        submitEdit,
        { input: { gameId: id, game: { ...game, title: 'Changed' }, reason: 'Why not' } },
        { cookie: user.cookie },
      );
      expect(result.data.submitEditRequest).toEqual({
        __typename: 'NotFoundError',
        message: 'This game does not exist',
      });
    }
  });
});

describe('submitDeleteRequest', () => {
  it('stores a pending delete request with a snapshot and no proposal', async () => {
    const before = (await snapshotGame(t.db.prisma, otherGameId))!;
    const result: any = await graphqlFromNewAddress(
      t.app,
      submitDelete,
      { input: { gameId: gid(otherGameId), reason: 'A duplicate of another entry' } },
      { cookie: user.cookie },
    );
    expect(result.data.submitDeleteRequest).toEqual({
      __typename: 'MutationSubmitDeleteRequestSuccess',
      data: {
        databaseId: expect.any(Number),
        type: 'DELETE',
        status: 'PENDING',
        gameTitle: before.title,
        reason: 'A duplicate of another entry',
        proposal: null,
        snapshot: { title: before.title, versions: before.versions.map((v) => ({ versionId: v.id })) },
      },
    });
    expect(await t.db.prisma.game.count({ where: { id: otherGameId } })).toBe(1);
  });

  it('needs a reason (the spec message) and an existing game', async () => {
    const empty: any = await graphqlFromNewAddress(
      t.app,
      submitDelete,
      { input: { gameId: gid(otherGameId), reason: '' } },
      { cookie: user.cookie },
    );
    expect(empty.data.submitDeleteRequest.fieldErrors).toEqual([
      { field: 'reason', code: 'required', message: 'A reason is required to submit a delete request' },
    ]);
    const missing: any = await graphqlFromNewAddress(
      t.app,
      submitDelete,
      { input: { gameId: gid(999_999), reason: 'Gone' } },
      { cookie: user.cookie },
    );
    expect(missing.data.submitDeleteRequest.__typename).toBe('NotFoundError');
  });
});

describe('who may submit requests', () => {
  const people = {} as Record<Role, string>;
  beforeAll(async () => {
    for (const role of ['USER', 'MODERATOR', 'ADMIN'] as const)
      people[role] = (await createTestUser(t.db, `Submitter_${role}`, { role })).cookie;
  });

  it('refuses visitors', async () => {
    const game = await gameAsInput(t.db, gameId);
    const edit: any = await graphqlFromNewAddress(t.app, submitEdit, {
      input: { gameId: gid(gameId), game: { ...game, title: 'Visitor edit' }, reason: 'x' },
    });
    const del: any = await graphqlFromNewAddress(t.app, submitDelete, { input: { gameId: gid(gameId), reason: 'x' } });
    expect([edit.errors[0].extensions.code, del.errors[0].extensions.code]).toEqual([
      'UNAUTHENTICATED',
      'UNAUTHENTICATED',
    ]);
    expect(edit.data).toBeNull();
  });

  it.each(['USER', 'MODERATOR', 'ADMIN'] as const)('lets a %s submit both kinds', async (role) => {
    const game = await gameAsInput(t.db, gameId);
    const cookie = await openSession(
      t.db,
      (await t.db.prisma.user.findFirstOrThrow({ where: { username: `Submitter_${role}` } })).id,
    );
    const edit: any = await graphqlFromNewAddress(
      t.app,
      submitEdit,
      { input: { gameId: gid(gameId), game: { ...game, title: `Edit by ${role}` }, reason: 'x' } },
      { cookie },
    );
    const del: any = await graphqlFromNewAddress(
      t.app,
      submitDelete,
      { input: { gameId: gid(gameId), reason: 'x' } },
      { cookie: people[role] },
    );
    expect([edit.data.submitEditRequest.__typename, del.data.submitDeleteRequest.__typename]).toEqual([
      'MutationSubmitEditRequestSuccess',
      'MutationSubmitDeleteRequestSuccess',
    ]);
  });
});
