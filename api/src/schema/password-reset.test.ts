import { describe, expect, it } from 'vitest';
import { graphql, useTestApp } from '../../test/app.ts';
import { createTestUser, openSession, TEST_PASSWORD } from '../../test/accounts.ts';
import { accountMutation, nextIp } from '../../test/account-mutations.ts';
import { LOGIN_LIMITS, PASSWORD_RESET } from '#shared/account-rules';
import { hashToken } from '../auth/session-cookie.ts';

const t = useTestApp();

const NEW_PASSWORD = 'a brand new secret';
const linkQuery = `query Link($token: String!) { passwordResetLink(token: $token) { securityQuestion } }`;

const requestReset = (email: string) => accountMutation(t.app, 'requestPasswordReset', { email }, { ip: nextIp() });

/** Asks for a reset link and reads its token from the mail it sent. */
async function mailedToken(email: string): Promise<string> {
  await requestReset(email);
  await t.app.tasks.settled();
  const mail = await t.db.prisma.emailOutbox.findFirstOrThrow({
    where: { to: email, kind: 'password-reset' },
    orderBy: { id: 'desc' },
  });
  return new URL(mail.text.match(/https:\S+/)![0]).searchParams.get('token')!;
}

const resetPassword = (token: string, fields: Record<string, unknown> = {}) =>
  accountMutation(
    t.app,
    'resetPassword',
    { token, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD, ...fields },
    { ip: nextIp() },
  );
const logIn = (login: string, password: string) =>
  accountMutation(t.app, 'logIn', { login, password }, { ip: nextIp() });
const linkFor = async (token: string) => ((await graphql(t.app, linkQuery, { token })) as any).data.passwordResetLink;
const invalidToken = [{ field: 'token', code: 'invalidToken', message: 'This reset link is invalid or has expired' }];

describe('asking for a password reset', () => {
  it(`mails a link to the site's /reset-password page, valid for ${PASSWORD_RESET.validMinutes} minutes, and stores only the token's hash`, async () => {
    const user = await createTestUser(t.db, 'Forgot');
    const asked = await requestReset('  FORGOT@example.org ');
    expect(asked.data).toEqual({ validMinutes: PASSWORD_RESET.validMinutes });
    await t.app.tasks.settled();
    const mails = await t.db.prisma.emailOutbox.findMany({ where: { to: user.email } });
    expect(mails).toMatchObject([{ kind: 'password-reset', subject: 'Reset your Cartridge Vault password' }]);
    const link = mails[0]!.text.match(/https:\S+/)![0];
    expect(link).toMatch(/^https:\/\/cartridgevault\.test\/reset-password\?token=[\w-]{40,}$/);
    const token = new URL(link).searchParams.get('token')!;
    const [reset] = await t.db.prisma.passwordReset.findMany({ where: { userId: user.id } });
    expect(reset!.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(reset)).not.toContain(token);
    expect(reset!.expiresAt.getTime() - reset!.createdAt.getTime()).toBeCloseTo(
      PASSWORD_RESET.validMinutes * 60_000,
      -4,
    );
  });

  it('answers exactly the same for an address no account uses, and mails nothing', async () => {
    await createTestUser(t.db, 'Real');
    const known = await requestReset('real@example.org');
    const unknown = await requestReset('ghost@example.org');
    expect({ status: unknown.status, body: unknown.body }).toEqual({ status: known.status, body: known.body });
    await t.app.tasks.settled();
    expect(await t.db.prisma.emailOutbox.count({ where: { to: 'ghost@example.org' } })).toBe(0);
    expect(await t.db.prisma.emailOutbox.count({ where: { to: 'real@example.org' } })).toBe(1);
  });

  it('refuses an address that is not one', async () => {
    expect((await requestReset('nope')).problems).toMatchObject([{ field: 'email', code: 'invalidEmail' }]);
  });
});

describe('resetting the password from the link', () => {
  it('sets the new password and ends every session: the old password fails, the new one works', async () => {
    const user = await createTestUser(t.db, 'Resetter');
    const otherDevice = await openSession(t.db, user.id);
    const token = await mailedToken(user.email);
    expect(await linkFor(token)).toEqual({ securityQuestion: null });
    expect((await resetPassword(token)).data).toBe(true);
    expect(await t.db.prisma.session.count({ where: { userId: user.id } })).toBe(0);
    for (const cookie of [user.cookie, otherDevice]) {
      expect(
        (
          (await graphql(
            t.app,
            `
              {
                viewer {
                  id
                }
              }
            `,
            {},
            { cookie },
          )) as any
        ).data.viewer,
      ).toBeNull();
    }
    expect((await logIn('resetter', TEST_PASSWORD)).problems).toMatchObject([{ code: 'invalidCredentials' }]);
    expect((await logIn('resetter', NEW_PASSWORD)).data?.username).toBe('Resetter');
  });

  it('works once: a second use is invalidToken, and the link then shows as invalid', async () => {
    const user = await createTestUser(t.db, 'Once');
    const token = await mailedToken(user.email);
    expect((await resetPassword(token)).data).toBe(true);
    expect(
      (await resetPassword(token, { password: 'yet another one', passwordConfirmation: 'yet another one' })).problems,
    ).toEqual(invalidToken);
    expect(await linkFor(token)).toBeNull();
    expect((await logIn('once', NEW_PASSWORD)).data?.username).toBe('Once');
  });

  it("voids the account's other unused links when one is used", async () => {
    const user = await createTestUser(t.db, 'Twice');
    const [first, second] = [await mailedToken(user.email), await mailedToken(user.email)];
    expect((await resetPassword(second)).data).toBe(true);
    expect((await resetPassword(first)).problems).toEqual(invalidToken);
  });

  it(`expires after ${PASSWORD_RESET.validMinutes} minutes`, async () => {
    const user = await createTestUser(t.db, 'Late');
    const token = await mailedToken(user.email);
    await t.db.prisma.passwordReset.update({
      where: { tokenHash: hashToken(token) },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect(await linkFor(token)).toBeNull();
    expect((await resetPassword(token)).problems).toEqual(invalidToken);
    expect((await logIn('late', TEST_PASSWORD)).data?.username).toBe('Late');
  });

  it('refuses a made-up token, and a new password that is too short or not confirmed', async () => {
    expect(await linkFor('made-up')).toBeNull();
    expect(await linkFor('x'.repeat(5000))).toBeNull();
    expect((await resetPassword('made-up')).problems).toEqual(invalidToken);
    const user = await createTestUser(t.db, 'Sloppy');
    const token = await mailedToken(user.email);
    expect((await resetPassword(token, { password: 'short', passwordConfirmation: 'short' })).problems).toMatchObject([
      { field: 'password', code: 'tooShort' },
    ]);
    expect((await resetPassword(token, { passwordConfirmation: 'something else' })).problems).toMatchObject([
      { field: 'passwordConfirmation', code: 'passwordsDontMatch' },
    ]);
    expect(await linkFor(token)).toEqual({ securityQuestion: null });
  });
});

describe('the security question on a reset', () => {
  async function userWithQuestion(username: string) {
    const user = await createTestUser(t.db, username);
    const set = await accountMutation(
      t.app,
      'changeSecurityQuestion',
      { question: 'First pet?', answer: 'Fluffy the Cat' },
      { cookie: user.cookie },
    );
    expect(set.data?.securityQuestion).toBe('First pet?');
    return { ...user, token: await mailedToken(user.email) };
  }

  it('is shown by the link and must be answered; case and spacing do not matter', async () => {
    const user = await userWithQuestion('Asked');
    expect(await linkFor(user.token)).toEqual({ securityQuestion: 'First pet?' });
    expect((await resetPassword(user.token)).problems).toEqual([
      { field: 'securityAnswer', code: 'required', message: 'Security answer is required' },
    ]);
    expect((await resetPassword(user.token, { securityAnswer: '  FLUFFY   the cat ' })).data).toBe(true);
    expect((await logIn('asked', NEW_PASSWORD)).data?.username).toBe('Asked');
  });

  it(`refuses a wrong answer (wrongSecurityAnswer) and answers 429 once ${LOGIN_LIMITS.accountFailures} were wrong`, async () => {
    const user = await userWithQuestion('Guessed');
    for (let i = 0; i < LOGIN_LIMITS.accountFailures; i += 1) {
      expect((await resetPassword(user.token, { securityAnswer: `Rex ${i}` })).problems).toEqual([
        { field: 'securityAnswer', code: 'wrongSecurityAnswer', message: 'The security answer is incorrect' },
      ]);
    }
    const blocked = await resetPassword(user.token, { securityAnswer: 'Fluffy the Cat' });
    expect(blocked.status).toBe(429);
    expect(blocked.errorCode).toBe('RATE_LIMITED');
    expect((await logIn('guessed', TEST_PASSWORD)).data?.username).toBe('Guessed');
  });
});

describe('limits on asking for reset mails', () => {
  it(`refuse a ${PASSWORD_RESET.requestsPerEmailPerHour + 1}th request for one address within an hour, from anywhere, whether or not an account uses it`, async () => {
    for (const email of ['flooded@example.org', 'nobody-uses-this@example.org']) {
      if (email.startsWith('flooded')) await createTestUser(t.db, 'Flooded', { email });
      for (let i = 0; i < PASSWORD_RESET.requestsPerEmailPerHour; i += 1)
        expect((await requestReset(email)).data).toBeDefined();
      const refused = await requestReset(email);
      expect(refused.status).toBe(429);
      expect(refused.errorCode).toBe('RATE_LIMITED');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it(`refuse a ${PASSWORD_RESET.requestsPerIpPerHour + 1}th request from one client address within an hour`, async () => {
    const ip = nextIp();
    for (let i = 0; i < PASSWORD_RESET.requestsPerIpPerHour; i += 1) {
      const answer = await accountMutation(t.app, 'requestPasswordReset', { email: `someone${i}@example.org` }, { ip });
      expect(answer.data).toBeDefined();
    }
    const refused = await accountMutation(t.app, 'requestPasswordReset', { email: 'one-more@example.org' }, { ip });
    expect(refused.status).toBe(429);
  });
});
