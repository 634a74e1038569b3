import { encodeGlobalID } from '@pothos/plugin-relay';
import { describe, expect, it } from 'vitest';
import { graphql, useTestApp } from '../../test/app.ts';
import { createTestUser } from '../../test/accounts.ts';
import { accountMutation } from '../../test/account-mutations.ts';

const t = useTestApp();

const userId = (id: number | string) => encodeGlobalID('User', String(id));
const setRole = (cookie: string, id: string, role: string) =>
  accountMutation(t.app, 'setUserRole', { userId: id, role }, { cookie });
const storedRole = async (id: number) => (await t.db.prisma.user.findUniqueOrThrow({ where: { id } })).role;
const notFound = [{ field: 'userId', code: 'notFound', message: 'There is no such user' }];

describe('setting a role', () => {
  it('lets an administrator make a user a moderator, then an administrator, then a user again', async () => {
    const [admin, user] = [
      await createTestUser(t.db, 'Chief', { role: 'ADMIN' }),
      await createTestUser(t.db, 'Promoted'),
    ];
    for (const role of ['MODERATOR', 'ADMIN', 'USER'] as const) {
      expect((await setRole(admin.cookie, userId(user.id), role)).data).toEqual({ databaseId: user.id, role });
      expect(await storedRole(user.id)).toBe(role);
    }
  });

  it('gives a new role at once to sessions the user already has', async () => {
    const [admin, user] = [
      await createTestUser(t.db, 'Granter', { role: 'ADMIN' }),
      await createTestUser(t.db, 'Grantee'),
    ];
    await setRole(admin.cookie, userId(user.id), 'ADMIN');
    const outbox: any = await graphql(
      t.app,
      `
        {
          emailOutbox(first: 1) {
            edges {
              node {
                id
              }
            }
          }
        }
      `,
      {},
      { cookie: user.cookie },
    );
    expect(outbox.errors).toBeUndefined();
  });

  it('refuses to demote the last administrator (lastAdmin), and allows it once there is another', async () => {
    await t.db.prisma.user.updateMany({ where: { role: 'ADMIN' }, data: { role: 'USER' } });
    const admin = await createTestUser(t.db, 'Last', { role: 'ADMIN' });
    expect((await setRole(admin.cookie, userId(admin.id), 'MODERATOR')).problems).toEqual([
      { field: 'role', code: 'lastAdmin', message: 'The site needs at least one administrator' },
    ]);
    expect(await storedRole(admin.id)).toBe('ADMIN');
    const other = await createTestUser(t.db, 'Next', { role: 'ADMIN' });
    expect((await setRole(other.cookie, userId(admin.id), 'USER')).data?.role).toBe('USER');
  });

  it('lets only one of two administrators demoting each other at the same moment succeed', async () => {
    await t.db.prisma.user.updateMany({ where: { role: 'ADMIN' }, data: { role: 'USER' } });
    const [a, b] = [
      await createTestUser(t.db, 'DuelA', { role: 'ADMIN' }),
      await createTestUser(t.db, 'DuelB', { role: 'ADMIN' }),
    ];
    const results = await Promise.all([
      setRole(a.cookie, userId(b.id), 'USER'),
      setRole(b.cookie, userId(a.id), 'USER'),
    ]);
    expect(results.filter((r) => r.data).length).toBe(1);
    expect(results.filter((r) => r.problems?.[0]?.code === 'lastAdmin' || r.errorCode === 'FORBIDDEN').length).toBe(1);
    expect(await t.db.prisma.user.count({ where: { role: 'ADMIN' } })).toBe(1);
  });

  it('answers notFound for a user who does not exist, whatever the id says', async () => {
    const admin = await createTestUser(t.db, 'Looker', { role: 'ADMIN' });
    for (const id of ['987654', '0', '-1', 'abc', '1.5', '99999999999']) {
      expect((await setRole(admin.cookie, userId(id), 'USER')).problems).toEqual(notFound);
    }
  });
});

describe('ending a session by an id that cannot exist', () => {
  it('answers notFound rather than failing', async () => {
    const user = await createTestUser(t.db, 'Odd');
    for (const id of ['99999999999', '-3', 'x']) {
      const result = await accountMutation(
        t.app,
        'revokeSession',
        { sessionId: encodeGlobalID('Session', id) },
        { cookie: user.cookie },
      );
      expect(result.problems).toMatchObject([{ field: 'sessionId', code: 'notFound' }]);
    }
  });
});

describe('the outbox', () => {
  it('shows administrators every mail, newest first', async () => {
    const admin = await createTestUser(t.db, 'Postmaster', { role: 'ADMIN' });
    for (const subject of ['First', 'Second']) {
      await t.db.prisma.emailOutbox.create({
        data: { kind: 'contact', to: 'owner@example.org', subject, text: `${subject} text` },
      });
    }
    const result: any = await graphql(
      t.app,
      `
        {
          emailOutbox(first: 2) {
            edges {
              node {
                kind
                to
                subject
                text
                sentAt
              }
            }
          }
        }
      `,
      {},
      { cookie: admin.cookie },
    );
    expect(result.data.emailOutbox.edges.map((e: any) => e.node)).toEqual([
      { kind: 'contact', to: 'owner@example.org', subject: 'Second', text: 'Second text', sentAt: null },
      { kind: 'contact', to: 'owner@example.org', subject: 'First', text: 'First text', sentAt: null },
    ]);
  });
});

describe('the list of users', () => {
  const search = `query U($search: String) { users(first: 100, search: $search) { edges { node { username email } } } }`;

  it('lists every account oldest first, with email addresses, for administrators', async () => {
    const admin = await createTestUser(t.db, 'Lister', { role: 'ADMIN' });
    const result: any = await graphql(t.app, search, {}, { cookie: admin.cookie });
    const names = result.data.users.edges.map((e: any) => e.node.username);
    const stored = await t.db.prisma.user.findMany({ orderBy: { id: 'asc' }, select: { username: true } });
    expect(names).toEqual(stored.map((u) => u.username));
    expect(result.data.users.edges.find((e: any) => e.node.username === 'Lister').node.email).toBe(
      'lister@example.org',
    );
  });

  it('finds accounts by part of the username or email, in any case', async () => {
    const admin = await createTestUser(t.db, 'Finder', { role: 'ADMIN' });
    await createTestUser(t.db, 'Zelda_Fan', { email: 'hyrule@example.net' });
    for (const term of ['ZELDA', 'HYRULE@']) {
      const result: any = await graphql(t.app, search, { search: term }, { cookie: admin.cookie });
      expect(result.data.users.edges.map((e: any) => e.node.username)).toEqual(['Zelda_Fan']);
    }
  });
});
