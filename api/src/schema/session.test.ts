import { describe, expect, it } from 'vitest';
import { graphql, graphqlResponse, useTestApp } from '../../test/app.ts';
import { cookieFrom, createTestUser, openSession, TEST_PASSWORD } from '../../test/accounts.ts';
import { accountMutation, nextIp } from '../../test/account-mutations.ts';
import { SESSION } from '#shared/account-rules';
import { hashToken } from '../auth/session-cookie.ts';

const t = useTestApp();

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const viewer = `{ viewer { username } }`;
const mySessions = `{ viewer { sessions { id current userAgent } } }`;
const logOut = `mutation { logOut { __typename ... on MutationLogOutSuccess { data } } }`;
const loggedOut = { data: { logOut: { __typename: 'MutationLogOutSuccess', data: true } } };

const viewerName = async (cookie: string) =>
  ((await graphql(t.app, viewer, {}, { cookie })) as any).data.viewer?.username ?? null;
const sessionRow = (cookie: string) =>
  t.db.prisma.session.findUnique({ where: { tokenHash: hashToken(cookie.split('=')[1]!) } });
const logIn = (login: string, password = TEST_PASSWORD, headers: Record<string, string> = {}) =>
  accountMutation(t.app, 'logIn', { login, password }, { ip: nextIp(), headers });

describe('logging in', () => {
  it('accepts the username or the email address in any case, and starts a session with the browser named', async () => {
    const ada = await createTestUser(t.db, 'Ada');
    for (const login of ['ADA', 'Ada@Example.org']) {
      const result = await logIn(login, TEST_PASSWORD, { 'user-agent': 'Mozilla/5.0 Firefox/140.0' });
      expect(result.data).toEqual({ databaseId: ada.id, username: 'Ada' });
      const cookie = cookieFrom(result.headers);
      expect(await viewerName(cookie)).toBe('Ada');
      expect(await sessionRow(cookie)).toMatchObject({ userId: ada.id, userAgent: 'Mozilla/5.0 Firefox/140.0' });
    }
  });

  it('stores only a hash of the session token', async () => {
    await createTestUser(t.db, 'Hashed');
    const token = cookieFrom((await logIn('hashed')).headers).split('=')[1]!;
    expect(await t.db.prisma.session.count({ where: { tokenHash: token } })).toBe(0);
    expect(await t.db.prisma.session.count({ where: { tokenHash: hashToken(token) } })).toBe(1);
  });

  it('replaces the session a browser already had instead of adding one', async () => {
    const user = await createTestUser(t.db, 'Again');
    const result = await accountMutation(
      t.app,
      'logIn',
      { login: 'again', password: TEST_PASSWORD },
      { cookie: user.cookie, ip: nextIp() },
    );
    expect(result.data?.username).toBe('Again');
    expect(await sessionRow(user.cookie)).toBeNull();
    expect(await t.db.prisma.session.count({ where: { userId: user.id } })).toBe(1);
  });
});

describe('logging out', () => {
  it('deletes the session and clears the cookie', async () => {
    const user = await createTestUser(t.db, 'Leaver');
    const response = await graphqlResponse(t.app, logOut, {}, { headers: { cookie: user.cookie } });
    expect(response.body).toEqual(loggedOut);
    expect(response.headers.get('set-cookie')).toMatch(/^session=; .*Max-Age=0/);
    expect(await sessionRow(user.cookie)).toBeNull();
    expect(await viewerName(user.cookie)).toBeNull();
  });

  it('answers true for a visitor, who has nothing to end', async () => {
    expect(await graphql(t.app, logOut)).toEqual(loggedOut);
  });
});

describe('my sessions', () => {
  it('lists my live sessions, marking the current one, and leaves out ended ones', async () => {
    const user = await createTestUser(t.db, 'Lister');
    const phone = await openSession(t.db, user.id, 'Phone');
    const old = await openSession(t.db, user.id, 'Old laptop');
    await t.db.prisma.session.update({
      where: { id: (await sessionRow(old))!.id },
      data: { expiresAt: new Date(Date.now() - MINUTE) },
    });
    const result: any = await graphql(t.app, mySessions, {}, { cookie: phone });
    expect(result.data.viewer.sessions.map((s: any) => [s.userAgent, s.current])).toEqual(
      expect.arrayContaining([
        ['vitest', false],
        ['Phone', true],
      ]),
    );
    expect(result.data.viewer.sessions).toHaveLength(2);
  });

  it('can end another session of mine', async () => {
    const user = await createTestUser(t.db, 'Revoker');
    const other = await openSession(t.db, user.id, 'Other');
    const { id } = (await graphql(t.app, mySessions, {}, { cookie: other })).data.viewer.sessions.find(
      (s: any) => s.current,
    );
    const result = await accountMutation(t.app, 'revokeSession', { sessionId: id }, { cookie: user.cookie });
    expect(result.data).toEqual({ databaseId: user.id });
    expect(await viewerName(other)).toBeNull();
    expect(await viewerName(user.cookie)).toBe('Revoker');
  });

  it("cannot end someone else's session (notFound) nor the current one (currentSession)", async () => {
    const [me, them] = [await createTestUser(t.db, 'Me'), await createTestUser(t.db, 'Them')];
    const theirs = (await graphql(t.app, mySessions, {}, { cookie: them.cookie })).data.viewer.sessions[0].id;
    const mine = (await graphql(t.app, mySessions, {}, { cookie: me.cookie })).data.viewer.sessions[0].id;
    const foreign = await accountMutation(t.app, 'revokeSession', { sessionId: theirs }, { cookie: me.cookie });
    expect(foreign.problems).toEqual([{ field: 'sessionId', code: 'notFound', message: 'There is no such session' }]);
    expect(await viewerName(them.cookie)).toBe('Them');
    const current = await accountMutation(t.app, 'revokeSession', { sessionId: mine }, { cookie: me.cookie });
    expect(current.problems).toMatchObject([{ field: 'sessionId', code: 'currentSession' }]);
    expect(await viewerName(me.cookie)).toBe('Me');
  });

  it('can end every other session of mine at once, keeping this one and nobody else’s', async () => {
    const [user, bystander] = [await createTestUser(t.db, 'Cleaner'), await createTestUser(t.db, 'Bystander')];
    const others = [await openSession(t.db, user.id), await openSession(t.db, user.id)];
    const result: any = await graphql(
      t.app,
      `
        mutation {
          revokeOtherSessions {
            ... on MutationRevokeOtherSessionsSuccess {
              data {
                sessions {
                  current
                }
              }
            }
          }
        }
      `,
      {},
      { cookie: user.cookie },
    );
    expect(result.data.revokeOtherSessions.data.sessions).toEqual([{ current: true }]);
    for (const cookie of others) expect(await viewerName(cookie)).toBeNull();
    expect(await viewerName(user.cookie)).toBe('Cleaner');
    expect(await viewerName(bystander.cookie)).toBe('Bystander');
  });
});

describe('session lifetime', () => {
  const setSession = async (cookie: string, data: { lastSeenAt?: Date; expiresAt?: Date }) =>
    t.db.prisma.session.update({ where: { id: (await sessionRow(cookie))!.id }, data });

  it(`ends a session unused for ${SESSION.idleDays} days`, async () => {
    const user = await createTestUser(t.db, 'Idle');
    await setSession(user.cookie, { lastSeenAt: new Date(Date.now() - SESSION.idleDays * DAY + MINUTE) });
    expect(await viewerName(user.cookie)).toBe('Idle');
    await setSession(user.cookie, { lastSeenAt: new Date(Date.now() - SESSION.idleDays * DAY - MINUTE) });
    expect(await viewerName(user.cookie)).toBeNull();
  });

  it('ends a session at its absolute expiry, however recently it was used', async () => {
    const user = await createTestUser(t.db, 'Expired');
    const session = await sessionRow(user.cookie);
    expect(session!.expiresAt.getTime() - session!.createdAt.getTime()).toBe(SESSION.absoluteDays * DAY);
    await setSession(user.cookie, { expiresAt: new Date(Date.now() - 1000), lastSeenAt: new Date() });
    expect(await viewerName(user.cookie)).toBeNull();
  });

  it(`records use at most every ${SESSION.touchEveryMinutes} minutes`, async () => {
    const user = await createTestUser(t.db, 'Toucher');
    const recently = new Date(Date.now() - (SESSION.touchEveryMinutes - 1) * MINUTE);
    await setSession(user.cookie, { lastSeenAt: recently });
    await viewerName(user.cookie);
    expect((await sessionRow(user.cookie))!.lastSeenAt).toEqual(recently);
    const earlier = new Date(Date.now() - (SESSION.touchEveryMinutes + 1) * MINUTE);
    await setSession(user.cookie, { lastSeenAt: earlier });
    const before = Date.now();
    await viewerName(user.cookie);
    expect((await sessionRow(user.cookie))!.lastSeenAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });
});
