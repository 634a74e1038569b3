import { beforeAll, describe, expect, it } from 'vitest';
import { graphql, useTestApp } from '../../test/app.ts';
import { createTestUser } from '../../test/accounts.ts';
import { castTestVotes, gameSnapshot, insertRequest, requestGlobalId } from '../../test/request-fixtures.ts';

const t = useTestApp({ seed: true });

const moderate = /* GraphQL */ `
  mutation Moderate($input: ModerateRequestInput!) {
    moderateRequest(input: $input) {
      __typename
      ... on MutationModerateRequestSuccess {
        data {
          status
          resetCount
          resolutionNote
          actions {
            action
            createdAt
            moderator {
              username
            }
          }
        }
      }
      ... on RequestClosedError {
        message
        closed
      }
      ... on NotFoundError {
        message
      }
      ... on OwnRequestError {
        message
      }
    }
  }
`;
const important = /* GraphQL */ `
  mutation Important($input: SendImportantEmailInput!) {
    sendImportantEmail(input: $input) {
      __typename
      ... on MutationSendImportantEmailSuccess {
        data {
          recipients
        }
      }
      ... on ValidationError {
        fieldErrors {
          field
          code
          message
        }
      }
    }
  }
`;

const cookies = { user: '', submitter: '', moderator: '', admin: '' };
let submitterId: number;
let gameIds: number[];
let next = 0;
const laterExpiry = () => new Date(Date.now() + 3 * 86_400_000);

beforeAll(async () => {
  const submitter = await createTestUser(t.db, 'mod_submitter');
  submitterId = submitter.id;
  cookies.submitter = submitter.cookie;
  cookies.user = (await createTestUser(t.db, 'mod_user')).cookie;
  cookies.moderator = (await createTestUser(t.db, 'mod_moderator', { role: 'MODERATOR' })).cookie;
  cookies.admin = (await createTestUser(t.db, 'mod_admin', { role: 'ADMIN' })).cookie;
  gameIds = (await t.db.prisma.game.findMany({ select: { id: true }, orderBy: { id: 'asc' } })).map((g) => g.id);
});

const pending = (
  propose = (g: Awaited<ReturnType<typeof gameSnapshot>>) => ({ ...g, title: `${g.title} (moderated)` }),
) => insertRequest(t.db, { gameId: gameIds[next++]!, submitterId, propose, expiresAt: laterExpiry() });

describe('moderateRequest', () => {
  it.each([
    ['a visitor', ''],
    ['a user', 'user'],
    ['the submitter', 'submitter'],
  ] as const)('is refused to %s', async (_who, role) => {
    const id = await pending();
    const result = await graphql(
      t.app,
      moderate,
      { input: { requestId: requestGlobalId(id), action: 'FORCE_APPROVE' } },
      role ? { cookie: cookies[role] } : {},
    );
    expect(result.errors?.[0]?.message).toMatch(/log in first|permission/i);
    expect((await t.db.prisma.request.findUniqueOrThrow({ where: { id } })).status).toBe('PENDING');
  });

  it.each(['FORCE_APPROVE', 'FORCE_REJECT', 'FORCE_EXPIRE'] as const)(
    'refuses %s to a moderator on their own request: nothing changes, no trust gained',
    async (action) => {
      const own = await createTestUser(t.db, `mod_own_${action.toLowerCase()}`, { role: 'MODERATOR' });
      const id = await insertRequest(t.db, {
        gameId: gameIds[next++]!,
        submitterId: own.id,
        propose: (g) => ({ ...g, title: `${g.title} (mine)` }),
        expiresAt: laterExpiry(),
      });
      const result: any = await graphql(
        t.app,
        moderate,
        { input: { requestId: requestGlobalId(id), action } },
        { cookie: own.cookie },
      );
      expect(result.data.moderateRequest).toEqual({
        __typename: 'OwnRequestError',
        message: 'Moderators cannot act on their own request',
      });
      expect(await t.db.prisma.request.findUniqueOrThrow({ where: { id }, select: { status: true } })).toEqual({
        status: 'PENDING',
      });
      expect(await t.db.prisma.requestAction.count({ where: { requestId: id } })).toBe(0);
      expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: own.id } })).trustScore).toBe(0);
    },
  );

  it('lets a moderator force approve: applied, recorded with who and when, shown on the request', async () => {
    const id = await pending();
    const gameId = gameIds[next - 1]!;
    const result = await graphql(
      t.app,
      moderate,
      { input: { requestId: requestGlobalId(id), action: 'FORCE_APPROVE' } },
      { cookie: cookies.moderator },
    );
    expect(result.data.moderateRequest).toMatchObject({
      __typename: 'MutationModerateRequestSuccess',
      data: { status: 'APPROVED', actions: [{ action: 'FORCE_APPROVE', moderator: { username: 'mod_moderator' } }] },
    });
    expect((await gameSnapshot(t.db, gameId)).title).toMatch(/\(moderated\)$/);
  });

  it('lets an admin force reject, and the submitter loses 5 trust', async () => {
    const before = (await t.db.prisma.user.findUniqueOrThrow({ where: { id: submitterId } })).trustScore;
    const id = await pending();
    const result = await graphql(
      t.app,
      moderate,
      { input: { requestId: requestGlobalId(id), action: 'FORCE_REJECT' } },
      { cookie: cookies.admin },
    );
    expect(result.data.moderateRequest).toMatchObject({
      __typename: 'MutationModerateRequestSuccess',
      data: { status: 'REJECTED' },
    });
    expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: submitterId } })).trustScore).toBe(before - 5);
  });

  it('force expire resolves by the rules now (80 % approval applies an edit)', async () => {
    const id = await pending();
    const voters = await Promise.all([1, 2, 3, 4, 5].map((i) => createTestUser(t.db, `mod_voter${i}`)));
    await castTestVotes(t.db, id, voters.slice(0, 4), 'APPROVE');
    await castTestVotes(t.db, id, voters.slice(4), 'REJECT');
    const result = await graphql(
      t.app,
      moderate,
      { input: { requestId: requestGlobalId(id), action: 'FORCE_EXPIRE', expectedResetCount: 0 } },
      { cookie: cookies.moderator },
    );
    expect(result.data.moderateRequest).toMatchObject({
      __typename: 'MutationModerateRequestSuccess',
      data: { status: 'APPROVED' },
    });
  });

  it('cannot hit a request twice: a resolved request answers RequestClosedError', async () => {
    const id = await pending();
    await graphql(
      t.app,
      moderate,
      { input: { requestId: requestGlobalId(id), action: 'FORCE_REJECT' } },
      { cookie: cookies.moderator },
    );
    const again = await graphql(
      t.app,
      moderate,
      { input: { requestId: requestGlobalId(id), action: 'FORCE_APPROVE' } },
      { cookie: cookies.admin },
    );
    expect(again.data.moderateRequest).toEqual({
      __typename: 'RequestClosedError',
      message: 'This request is no longer pending',
      closed: true,
    });
    expect(await t.db.prisma.requestAction.count({ where: { requestId: id } })).toBe(1);
  });

  it('refuses a force expire for a round that already ended (stale page)', async () => {
    const id = await pending();
    const first = await graphql(
      t.app,
      moderate,
      { input: { requestId: requestGlobalId(id), action: 'FORCE_EXPIRE', expectedResetCount: 0 } },
      { cookie: cookies.moderator },
    );
    expect(first.data.moderateRequest).toMatchObject({
      __typename: 'MutationModerateRequestSuccess',
      data: { status: 'PENDING', resetCount: 1 },
    });
    const stale = await graphql(
      t.app,
      moderate,
      { input: { requestId: requestGlobalId(id), action: 'FORCE_EXPIRE', expectedResetCount: 0 } },
      { cookie: cookies.moderator },
    );
    expect(stale.data.moderateRequest).toMatchObject({ __typename: 'RequestClosedError', closed: false });
  });

  it('answers NotFoundError for an unknown request', async () => {
    const result = await graphql(
      t.app,
      moderate,
      { input: { requestId: requestGlobalId(999_999), action: 'FORCE_REJECT' } },
      { cookie: cookies.moderator },
    );
    expect(result.data.moderateRequest).toMatchObject({ __typename: 'NotFoundError' });
  });
});

describe('sendImportantEmail', () => {
  it('is refused to users and visitors', async () => {
    for (const headers of [{}, { cookie: cookies.user }] as Record<string, string>[]) {
      const result = await graphql(t.app, important, { input: { subject: 'Hi', body: 'Hello' } }, headers);
      expect(result.errors?.[0]?.message).toMatch(/log in first|permission/i);
    }
  });

  it('mails every member, whatever their preferences', async () => {
    const members = await t.db.prisma.user.count();
    const result = await graphql(
      t.app,
      important,
      { input: { subject: 'Maintenance', body: 'Down on Sunday.' } },
      { cookie: cookies.admin },
    );
    expect(result.data.sendImportantEmail).toEqual({
      __typename: 'MutationSendImportantEmailSuccess',
      data: { recipients: members },
    });
    await t.app.tasks.settled();
    expect(await t.db.prisma.emailOutbox.count({ where: { kind: 'important', subject: 'Maintenance' } })).toBe(members);
  });

  it('names what is missing', async () => {
    const result = await graphql(
      t.app,
      important,
      { input: { subject: ' ', body: '' } },
      { cookie: cookies.moderator },
    );
    expect(
      result.data.sendImportantEmail.fieldErrors.map((e: { field: string; code: string }) => `${e.field}:${e.code}`),
    ).toEqual(['subject:required', 'body:required']);
  });
});
