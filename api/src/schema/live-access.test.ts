// An open WebSocket keeps no access its session has lost: logging out, revoking a session,
// changing the password, a new role or deleting the account closes the sockets concerned.
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { graphql, useTestApp } from '../../test/app.ts';
import { createTestUser, openSession, TEST_PASSWORD } from '../../test/accounts.ts';
import { accountMutation } from '../../test/account-mutations.ts';
import { subscribe, subscriptionClient, subscriptionLive } from '../../test/subscriptions.ts';
import { publishRequestEvent } from '../live/request-events.ts';
import { ACCESS_ENDED_CLOSE_CODE } from '../auth/live-sockets.ts';

const t = useTestApp();
let port: number;

beforeAll(async () => {
  port = await t.app.app.start(0);
});
afterAll(() => t.app.app.stop());

/** A moderator's live request feed on its own socket, once the server listens for it. */
async function liveFeed(cookie: string) {
  const client = subscriptionClient(port, cookie);
  const live = subscriptionLive(t.app, 'requestFeed');
  const feed = subscribe<{ data?: { requestFeed: { kind: string } } }>(client, 'subscription { requestFeed { kind } }');
  await live;
  return { client, feed, closeCode: feed.closed.then((event) => (event as { code: number }).code) };
}

/** The feed still delivers: the socket is open and the subscription alive. */
async function stillDelivers(feed: Awaited<ReturnType<typeof liveFeed>>['feed']) {
  publishRequestEvent(t.app, 'CREATED', 1);
  expect(await feed.next()).toMatchObject({ data: { requestFeed: { kind: 'CREATED' } } });
}

describe('an open subscription', () => {
  it("closes when its session logs out, while the user's other sessions stay live", async () => {
    const moderator = await createTestUser(t.db, 'LeavingMod', { role: 'MODERATOR' });
    const otherCookie = await openSession(t.db, moderator.id);
    const leaving = await liveFeed(moderator.cookie);
    const staying = await liveFeed(otherCookie);
    try {
      await graphql(t.app, 'mutation { logOut { __typename } }', {}, { cookie: moderator.cookie });
      expect(await leaving.closeCode).toBe(ACCESS_ENDED_CLOSE_CODE);
      await stillDelivers(staying.feed);
    } finally {
      await Promise.all([leaving.client.dispose(), staying.client.dispose()]);
    }
  });

  it('closes when the session is revoked from another one, or the password changes there', async () => {
    const moderator = await createTestUser(t.db, 'RevokedMod', { role: 'MODERATOR' });
    const current = await openSession(t.db, moderator.id);
    const revoked = await liveFeed(moderator.cookie);
    try {
      await graphql(t.app, 'mutation { revokeOtherSessions { __typename } }', {}, { cookie: current });
      expect(await revoked.closeCode).toBe(ACCESS_ENDED_CLOSE_CODE);
    } finally {
      await revoked.client.dispose();
    }
    const other = await openSession(t.db, moderator.id);
    const changed = await liveFeed(other);
    const own = await liveFeed(current);
    try {
      const input = {
        currentPassword: TEST_PASSWORD,
        newPassword: 'a brand new passphrase',
        confirmation: 'a brand new passphrase',
      };
      expect((await accountMutation(t.app, 'changePassword', input, { cookie: current })).data).toEqual({
        databaseId: moderator.id,
      });
      expect(await changed.closeCode).toBe(ACCESS_ENDED_CLOSE_CODE);
      await stillDelivers(own.feed);
    } finally {
      await Promise.all([changed.client.dispose(), own.client.dispose()]);
    }
  });

  it('closes when an administrator demotes the moderator', async () => {
    const admin = await createTestUser(t.db, 'DemotingAdmin', { role: 'ADMIN' });
    const moderator = await createTestUser(t.db, 'DemotedMod', { role: 'MODERATOR' });
    const demoted = await liveFeed(moderator.cookie);
    try {
      const outcome = await accountMutation(
        t.app,
        'setUserRole',
        { userId: encodeGlobalID('User', String(moderator.id)), role: 'USER' },
        { cookie: admin.cookie },
      );
      expect(outcome.data).toEqual({ databaseId: moderator.id, role: 'USER' });
      expect(await demoted.closeCode).toBe(ACCESS_ENDED_CLOSE_CODE);
      // Subscribing again is judged by the new role.
      const client = subscriptionClient(port, moderator.cookie);
      try {
        const again = await subscribe(client, 'subscription { requestFeed { kind } }').next();
        expect((again as { errors?: unknown[] }).errors).toHaveLength(1);
      } finally {
        await client.dispose();
      }
    } finally {
      await demoted.client.dispose();
    }
  });

  it('closes when the account is deleted', async () => {
    const moderator = await createTestUser(t.db, 'DepartingMod', { role: 'MODERATOR' });
    const departing = await liveFeed(moderator.cookie);
    try {
      expect(
        (await accountMutation(t.app, 'deleteAccount', { password: TEST_PASSWORD }, { cookie: moderator.cookie })).data,
      ).toEqual({ username: 'DepartingMod' });
      expect(await departing.closeCode).toBe(ACCESS_ENDED_CLOSE_CODE);
    } finally {
      await departing.client.dispose();
    }
  });
});
