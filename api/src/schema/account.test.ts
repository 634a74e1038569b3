import { describe, expect, it } from 'vitest';
import { graphql, useTestApp } from '../../test/app.ts';
import { createTestUser, openSession, TEST_PASSWORD } from '../../test/accounts.ts';
import { accountMutation, nextIp } from '../../test/account-mutations.ts';
import { verifySecret } from '../auth/password.ts';
import { normaliseSecurityAnswer } from '#shared/account-rules';

const t = useTestApp();

const preferences = `mutation P($input: EmailPreferencesInput!) {
  updateEmailPreferences(input: $input) {
    ... on MutationUpdateEmailPreferencesSuccess { data { emailPreferences { enabled collectionGameRequest requestApproved requestExpired moderatorUpdates security wantedForTrade } } }
  }
}`;
const allOff = {
  enabled: false,
  collectionGameRequest: false,
  requestApproved: false,
  requestExpired: false,
  moderatorUpdates: false,
  security: false,
  wantedForTrade: false,
};

const viewerName = async (cookie: string) =>
  (
    (await graphql(
      t.app,
      `
        {
          viewer {
            username
          }
        }
      `,
      {},
      { cookie },
    )) as any
  ).data.viewer?.username ?? null;
const logIn = (login: string, password: string) =>
  accountMutation(t.app, 'logIn', { login, password }, { ip: nextIp() });
const userRow = (id: number) => t.db.prisma.user.findUniqueOrThrow({ where: { id } });

async function securityMails(to: string) {
  await t.app.tasks.settled();
  return t.db.prisma.emailOutbox.findMany({ where: { to, kind: 'security' }, select: { subject: true, text: true } });
}

/** A user who asked for mails about their account's security. */
async function userWantingSecurityMails(username: string) {
  const user = await createTestUser(t.db, username);
  const result: any = await graphql(
    t.app,
    preferences,
    { input: { ...allOff, enabled: true, security: true } },
    { cookie: user.cookie },
  );
  expect(result.data.updateEmailPreferences.data.emailPreferences).toEqual({
    ...allOff,
    enabled: true,
    security: true,
  });
  return user;
}

describe('changing the password', () => {
  it('stores the new password, ends my other sessions and keeps this one', async () => {
    const user = await createTestUser(t.db, 'Changer');
    const otherDevice = await openSession(t.db, user.id);
    const result = await accountMutation(
      t.app,
      'changePassword',
      { currentPassword: TEST_PASSWORD, newPassword: 'new secret 123', confirmation: 'new secret 123' },
      { cookie: user.cookie },
    );
    expect(result.data).toEqual({ databaseId: user.id });
    expect(await viewerName(user.cookie)).toBe('Changer');
    expect(await viewerName(otherDevice)).toBeNull();
    expect((await logIn('changer', TEST_PASSWORD)).data).toBeUndefined();
    expect((await logIn('changer', 'new secret 123')).data?.username).toBe('Changer');
  });

  it('mails a security notice only to users who asked for one', async () => {
    const quiet = await createTestUser(t.db, 'Quiet');
    const wants = await userWantingSecurityMails('Careful');
    for (const user of [quiet, wants]) {
      const input = { currentPassword: TEST_PASSWORD, newPassword: 'new secret 123', confirmation: 'new secret 123' };
      expect((await accountMutation(t.app, 'changePassword', input, { cookie: user.cookie })).data).toBeDefined();
    }
    expect(await securityMails(quiet.email)).toEqual([]);
    expect(await securityMails(wants.email)).toEqual([
      expect.objectContaining({ subject: 'Your Cartridge Vault password was changed' }),
    ]);
  });
});

describe('changing the email address', () => {
  it('stores the new address lower-cased, which then logs in, and tells the old address', async () => {
    const user = await userWantingSecurityMails('Mover');
    const result = await accountMutation(
      t.app,
      'changeEmail',
      { currentEmail: 'MOVER@example.org', newEmail: ' New.Home@Example.org ', password: TEST_PASSWORD },
      { cookie: user.cookie },
    );
    expect(result.data).toEqual({ databaseId: user.id, email: 'new.home@example.org' });
    expect((await userRow(user.id)).email).toBe('new.home@example.org');
    expect((await logIn('new.home@example.org', TEST_PASSWORD)).data?.username).toBe('Mover');
    const [notice] = await securityMails('mover@example.org');
    expect(notice!.text).toContain('new.home@example.org');
  });
});

describe('changing the name', () => {
  it('changes the username and the display name together', async () => {
    const user = await createTestUser(t.db, 'Before');
    const input = { password: TEST_PASSWORD, username: 'After_1', displayName: 'After One' };
    const result = await accountMutation(t.app, 'changeName', input, { cookie: user.cookie });
    expect(result.data).toEqual({ databaseId: user.id, username: 'After_1', displayName: 'After One' });
    expect(await userRow(user.id)).toMatchObject({
      username: 'After_1',
      usernameKey: 'after_1',
      displayName: 'After One',
    });
    expect((await logIn('after_1', TEST_PASSWORD)).data?.username).toBe('After_1');
  });

  it('changes only the display name when the username is left blank', async () => {
    const user = await createTestUser(t.db, 'Keeper');
    const result = await accountMutation(
      t.app,
      'changeName',
      { password: TEST_PASSWORD, username: '', displayName: 'Kept Name' },
      { cookie: user.cookie },
    );
    expect(result.data).toEqual({ databaseId: user.id, username: 'Keeper', displayName: 'Kept Name' });
  });

  it('lets me change the case of my own username', async () => {
    const user = await createTestUser(t.db, 'lowercase');
    const result = await accountMutation(
      t.app,
      'changeName',
      { password: TEST_PASSWORD, username: 'LowerCase' },
      { cookie: user.cookie },
    );
    expect(result.data?.username).toBe('LowerCase');
  });
});

describe('changing the security question', () => {
  it('stores the question and only a hash of the answer as normalised', async () => {
    const user = await createTestUser(t.db, 'Questioned');
    const result = await accountMutation(
      t.app,
      'changeSecurityQuestion',
      { question: ' First console? ', answer: ' Game  Boy ' },
      { cookie: user.cookie },
    );
    expect(result.data).toEqual({ databaseId: user.id, securityQuestion: 'First console?' });
    const row = await userRow(user.id);
    expect(row.securityAnswerHash).not.toContain('Game');
    expect(await verifySecret(row.securityAnswerHash, normaliseSecurityAnswer('game boy'))).toBe(true);
    const me: any = await graphql(
      t.app,
      `
        {
          viewer {
            securityQuestion
          }
        }
      `,
      {},
      { cookie: user.cookie },
    );
    expect(me.data.viewer.securityQuestion).toBe('First console?');
  });
});

describe('email preferences', () => {
  it('start all off and store exactly what I choose', async () => {
    const user = await createTestUser(t.db, 'Chooser');
    const start: any = await graphql(
      t.app,
      `
        {
          viewer {
            emailPreferences {
              enabled
              security
              requestApproved
            }
          }
        }
      `,
      {},
      { cookie: user.cookie },
    );
    expect(start.data.viewer.emailPreferences).toEqual({ enabled: false, security: false, requestApproved: false });
    const choice = { ...allOff, enabled: true, requestApproved: true, moderatorUpdates: true };
    await graphql(t.app, preferences, { input: choice }, { cookie: user.cookie });
    expect(await t.db.prisma.emailPreferences.findUnique({ where: { userId: user.id } })).toEqual({
      userId: user.id,
      ...choice,
    });
  });

  it('are created for an account that had none', async () => {
    const user = await createTestUser(t.db, 'NoPrefs');
    await t.db.prisma.emailPreferences.delete({ where: { userId: user.id } });
    const result: any = await graphql(
      t.app,
      preferences,
      { input: { ...allOff, enabled: true } },
      { cookie: user.cookie },
    );
    expect(result.data.updateEmailPreferences.data.emailPreferences).toEqual({ ...allOff, enabled: true });
  });
});
