import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { createTestUser } from '../../test/accounts.ts';
import { castTestVotes, gameSnapshot, insertRequest, justExpired, wantMail } from '../../test/request-fixtures.ts';
import { buildTestApp } from '../../test/app.ts';
import { trustScoreAfter, type RequestOutcome } from '#shared/request-rules';
import { moderateRequest, resolveDueRequests } from './resolve.ts';
import { notifyCollectorsOfRequest } from './notify.ts';

const t = useTestApp({ seed: true });

let submitter: { id: number };
let voters: { id: number }[];
let gameIds: number[];
let nextGame = 0;
/** A game no other test touches. */
const freshGame = () => gameIds[nextGame++]!;

beforeAll(async () => {
  submitter = await createTestUser(t.db, 'resolve_submitter');
  voters = [];
  for (let i = 0; i < 10; i++) voters.push(await createTestUser(t.db, `resolve_voter${i}`));
  gameIds = (await t.db.prisma.game.findMany({ select: { id: true }, orderBy: { id: 'asc' } })).map((g) => g.id);
});

const request = (id: number) => t.db.prisma.request.findUniqueOrThrow({ where: { id }, include: { votes: true } });
const trustScore = async () => (await t.db.prisma.user.findUniqueOrThrow({ where: { id: submitter.id } })).trustScore;
const setTrust = (score: number) =>
  t.db.prisma.user.update({ where: { id: submitter.id }, data: { trustScore: score } });
const outbox = (to: string) => t.db.prisma.emailOutbox.findMany({ where: { to }, orderBy: { id: 'asc' } });

/** A request the resolver should settle now (identity proposal unless told). */
const dueRequest = (options: Parameters<typeof insertRequest>[1]) =>
  insertRequest(t.db, { propose: (game) => game, expiresAt: justExpired(), ...options });

async function votedRequest(
  approvals: number,
  rejections: number,
  options: { type?: 'EDIT' | 'DELETE'; expiresAt?: Date } = {},
) {
  const id = await dueRequest({ gameId: freshGame(), submitterId: submitter.id, ...options });
  await castTestVotes(t.db, id, voters.slice(0, approvals), 'APPROVE');
  await castTestVotes(t.db, id, voters.slice(approvals, approvals + rejections), 'REJECT');
  return id;
}

describe('an edit request at expiry', () => {
  it('with 70 % approval applies the proposal to the game and raises trust by 5', async () => {
    await setTrust(0);
    const gameId = freshGame();
    const id = await dueRequest({
      gameId,
      submitterId: submitter.id,
      propose: (g) => ({ ...g, title: 'Renamed by the community' }),
    });
    await castTestVotes(t.db, id, voters.slice(0, 7), 'APPROVE');
    await castTestVotes(t.db, id, voters.slice(7, 10), 'REJECT');
    expect(await resolveDueRequests(t.app)).toEqual([id]);
    expect((await gameSnapshot(t.db, gameId)).title).toBe('Renamed by the community');
    expect(await request(id)).toMatchObject({ status: 'APPROVED', resolutionNote: null });
    expect((await request(id)).resolvedAt).not.toBeNull();
    expect(await trustScore()).toBe(5);
  });

  it('adds, changes and removes versions, and tells collectors of a removed version', async () => {
    const gameId = freshGame();
    const before = await gameSnapshot(t.db, gameId);
    const collector = await createTestUser(t.db, 'resolve_collector');
    await wantMail(t.db, collector.id, { collectionGameRequest: true });
    const first = before.versions[0]!;
    await t.db.prisma.collectionItem.create({ data: { userId: collector.id, versionId: first.id! } });
    const id = await dueRequest({
      gameId,
      submitterId: submitter.id,
      propose: (g) => ({
        ...g,
        versions: [...g.versions.slice(1), { ...first, id: null, title: 'Replacement', developers: ['New Studio'] }],
      }),
    });
    await castTestVotes(t.db, id, voters.slice(0, 3), 'APPROVE');
    await resolveDueRequests(t.app);
    const after = await gameSnapshot(t.db, gameId);
    expect(after.versions.map((v) => v.title)).toContain('Replacement');
    expect(after.versions.some((v) => v.id === first.id)).toBe(false);
    expect(after.versions.find((v) => v.title === 'Replacement')!.developers).toEqual(['New Studio']);
    expect(await t.db.prisma.collectionItem.count({ where: { userId: collector.id } })).toBe(0);
    expect((await outbox(collector.email)).map((m) => m.kind)).toEqual(['collection-game-removed']);
  });

  it('with 69.99 % (2 of 3 here, 66.7 %) is reset: still pending, votes cleared, reset count +1, new expiry, trust unchanged', async () => {
    await setTrust(10);
    const id = await votedRequest(2, 1);
    const now = new Date();
    await resolveDueRequests(t.app, now);
    const after = await request(id);
    expect(after).toMatchObject({ status: 'PENDING', resetCount: 1, votes: [] });
    expect(after.expiresAt.getTime()).toBe(now.getTime() + 14 * 24 * 3600 * 1000);
    expect(await trustScore()).toBe(10);
  });

  it('with exactly 50 % is rejected and lowers trust by 5', async () => {
    await setTrust(0);
    const id = await votedRequest(2, 2);
    await resolveDueRequests(t.app);
    expect(await request(id)).toMatchObject({ status: 'REJECTED', resolutionNote: null });
    expect(await trustScore()).toBe(-5);
  });

  it('with no votes is reset up to three times, then rejected', async () => {
    const id = await votedRequest(0, 0);
    for (const expected of [1, 2, 3]) {
      await t.db.prisma.request.update({ where: { id }, data: { expiresAt: new Date(Date.now() - 1000) } });
      await resolveDueRequests(t.app);
      expect(await request(id)).toMatchObject({ status: 'PENDING', resetCount: expected });
    }
    await t.db.prisma.request.update({ where: { id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await resolveDueRequests(t.app);
    expect(await request(id)).toMatchObject({ status: 'REJECTED', resetCount: 3, resolutionNote: 'no votes' });
  });

  it('is rejected as a conflict when another approved change touched the same field', async () => {
    const gameId = freshGame();
    const first = await dueRequest({
      gameId,
      submitterId: submitter.id,
      propose: (g) => ({ ...g, title: 'First title' }),
    });
    const second = await dueRequest({
      gameId,
      submitterId: submitter.id,
      propose: (g) => ({ ...g, title: 'Second title' }),
    });
    await castTestVotes(t.db, first, voters.slice(0, 5), 'APPROVE');
    await castTestVotes(t.db, second, voters.slice(0, 5), 'APPROVE');
    await resolveDueRequests(t.app);
    expect((await request(first)).status).toBe('APPROVED');
    expect(await request(second)).toMatchObject({ status: 'REJECTED', resolutionNote: 'conflict' });
    expect((await gameSnapshot(t.db, gameId)).title).toBe('First title');
  });

  it('keeps a change another request made to a different field', async () => {
    const gameId = freshGame();
    const rename = await dueRequest({
      gameId,
      submitterId: submitter.id,
      propose: (g) => ({ ...g, title: 'Merged title' }),
    });
    const revise = await dueRequest({
      gameId,
      submitterId: submitter.id,
      propose: (g) => ({ ...g, versions: g.versions.map((v, i) => (i === 0 ? { ...v, revision: 'Rev B' } : v)) }),
    });
    await castTestVotes(t.db, rename, voters.slice(0, 5), 'APPROVE');
    await castTestVotes(t.db, revise, voters.slice(0, 5), 'APPROVE');
    await resolveDueRequests(t.app);
    const game = await gameSnapshot(t.db, gameId);
    expect(game.title).toBe('Merged title');
    expect(game.versions[0]!.revision).toBe('Rev B');
  });
});

describe('a delete request at expiry', () => {
  it('with 80 % removes the game, the copies collections held, and tells those collectors who want it', async () => {
    const gameId = freshGame();
    const versionId = (await gameSnapshot(t.db, gameId)).versions[0]!.id!;
    const wants = await createTestUser(t.db, 'resolve_wants_mail');
    const quiet = await createTestUser(t.db, 'resolve_no_mail');
    await wantMail(t.db, wants.id, { collectionGameRequest: true });
    await t.db.prisma.emailPreferences.update({
      where: { userId: quiet.id },
      data: { enabled: false, collectionGameRequest: true },
    });
    await t.db.prisma.collectionItem.createMany({ data: [wants, quiet].map((u) => ({ userId: u.id, versionId })) });
    const id = await dueRequest({ gameId, submitterId: submitter.id, type: 'DELETE' });
    await castTestVotes(t.db, id, voters.slice(0, 4), 'APPROVE');
    await castTestVotes(t.db, id, voters.slice(4, 5), 'REJECT');
    await resolveDueRequests(t.app);
    expect(await t.db.prisma.game.findUnique({ where: { id: gameId } })).toBeNull();
    expect(await request(id)).toMatchObject({ status: 'APPROVED', gameId: null });
    expect(await t.db.prisma.collectionItem.count({ where: { versionId } })).toBe(0);
    expect((await outbox(wants.email)).map((m) => m.kind)).toEqual(['collection-game-removed']);
    expect(await outbox(quiet.email)).toEqual([]);
  });

  it('with 79.99 % (3 of 4 here, 75 %) is rejected and the game stays', async () => {
    const id = await votedRequest(3, 1, { type: 'DELETE' });
    await resolveDueRequests(t.app);
    const after = await request(id);
    expect(after.status).toBe('REJECTED');
    expect(await t.db.prisma.game.findUnique({ where: { id: after.gameId! } })).not.toBeNull();
  });
});

describe('trust score', () => {
  // Votes that lead to each outcome of an edit request: 100 %, 0 % and 66.7 % approval.
  const votesFor: Record<RequestOutcome, [number, number]> = { apply: [1, 0], reject: [0, 1], reset: [2, 1] };
  const cases: [number, RequestOutcome, number][] = [
    [0, 'apply', 5],
    [0, 'reject', -5],
    [10, 'reset', 10],
    [98, 'apply', 100],
    [100, 'apply', 100],
    [-97, 'reject', -100],
    [-100, 'reject', -100],
  ];
  it.each(cases)(
    'from %i, an outcome of %s leaves %i, as the shared rule says, and never passes ±100',
    async (start, outcome, expected) => {
      await setTrust(start);
      await votedRequest(...votesFor[outcome]);
      await resolveDueRequests(t.app);
      expect(await trustScore()).toBe(expected);
      expect(await trustScore()).toBe(trustScoreAfter(start, outcome));
    },
  );

  it('is held in range by the database too', async () => {
    await expect(setTrust(101)).rejects.toThrow();
  });
});

describe('the submitter is told by mail, as they chose', () => {
  it('approved: only with "request approved" and the master switch on', async () => {
    await wantMail(t.db, submitter.id, { requestApproved: true, requestExpired: false });
    const before = (await outbox('resolve_submitter@example.org')).length;
    await votedRequest(1, 0);
    await votedRequest(0, 1);
    await resolveDueRequests(t.app);
    const mails = (await outbox('resolve_submitter@example.org')).slice(before);
    expect(mails.map((m) => m.kind)).toEqual(['request-approved']);
  });

  it('nothing at all with the master switch off', async () => {
    await t.db.prisma.emailPreferences.update({
      where: { userId: submitter.id },
      data: { enabled: false, requestApproved: true, requestExpired: true },
    });
    const before = (await outbox('resolve_submitter@example.org')).length;
    await votedRequest(1, 0);
    await resolveDueRequests(t.app);
    expect((await outbox('resolve_submitter@example.org')).length).toBe(before);
  });
});

describe('collectors of a game under request', () => {
  it("are told by mail, with the title from the request's snapshot; the submitter is not", async () => {
    const gameId = freshGame();
    const { title, versions } = await gameSnapshot(t.db, gameId);
    const collector = await createTestUser(t.db, 'resolve_holder');
    await wantMail(t.db, collector.id, { collectionGameRequest: true });
    await wantMail(t.db, submitter.id, { collectionGameRequest: true });
    for (const owner of [collector, submitter])
      await t.db.prisma.collectionItem.create({ data: { userId: owner.id, versionId: versions[0]!.id! } });
    const submitterMails = (await outbox('resolve_submitter@example.org')).length;
    const id = await insertRequest(t.db, { gameId, submitterId: submitter.id });
    notifyCollectorsOfRequest(t.app, id);
    await t.app.tasks.settled();
    const [mail, ...others] = await outbox(collector.email);
    expect(others).toEqual([]);
    expect(mail).toMatchObject({ kind: 'collection-game-request' });
    expect(mail!.subject + mail!.text).toContain(title);
    expect((await outbox('resolve_submitter@example.org')).length).toBe(submitterMails);
  });
});

describe('moderators', () => {
  it('force approve applies at once, whatever the votes, and is recorded with who', async () => {
    const moderator = await createTestUser(t.db, 'resolve_mod', { role: 'MODERATOR' });
    const gameId = freshGame();
    const id = await dueRequest({
      gameId,
      submitterId: submitter.id,
      propose: (g) => ({ ...g, title: 'Forced' }),
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    await castTestVotes(t.db, id, voters.slice(0, 3), 'REJECT');
    expect(await moderateRequest(t.app, { requestId: id, action: 'FORCE_APPROVE', moderatorId: moderator.id })).toEqual(
      { ok: true, result: 'approved' },
    );
    expect((await gameSnapshot(t.db, gameId)).title).toBe('Forced');
    expect(
      await t.db.prisma.requestAction.findMany({
        where: { requestId: id },
        select: { action: true, moderatorId: true },
      }),
    ).toEqual([{ action: 'FORCE_APPROVE', moderatorId: moderator.id }]);
    expect(await moderateRequest(t.app, { requestId: id, action: 'FORCE_REJECT', moderatorId: moderator.id })).toEqual({
      ok: false,
      refusal: 'closed',
    });
  });

  it('force expire resolves by the rules now, and a second click in the same round is refused', async () => {
    const moderator = await createTestUser(t.db, 'resolve_mod2', { role: 'ADMIN' });
    const id = await votedRequest(3, 2, { expiresAt: new Date(Date.now() + 86_400_000) });
    const click = () =>
      moderateRequest(t.app, {
        requestId: id,
        action: 'FORCE_EXPIRE',
        moderatorId: moderator.id,
        expectedResetCount: 0,
      });
    const [a, b] = await Promise.all([click(), click()]);
    expect([a, b]).toContainEqual({ ok: true, result: 'reset' });
    expect([a, b]).toContainEqual({ ok: false, refusal: 'changed' });
    expect(await request(id)).toMatchObject({ status: 'PENDING', resetCount: 1, votes: [] });
  });
});

describe('two workers', () => {
  it('racing over the same due requests settle each exactly once', async () => {
    await setTrust(0);
    const ids = [];
    for (let i = 0; i < 6; i++) ids.push(await votedRequest(1, 0));
    const other = buildTestApp(t.db);
    try {
      const [a, b] = await Promise.all([resolveDueRequests(t.app), resolveDueRequests(other)]);
      expect([...a, ...b].sort((x, y) => x - y)).toEqual(ids);
      expect(await trustScore()).toBe(30);
    } finally {
      await other.close();
    }
  });
});
