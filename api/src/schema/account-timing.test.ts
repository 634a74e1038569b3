// Whether an account exists must not show in how long an answer takes: every path of logging in,
// signing up and resetting a password does the same argon2 work. Counted, not timed.
import argon2Module from '@node-rs/argon2';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { createTestUser, TEST_PASSWORD } from '../../test/accounts.ts';
import { accountMutation, nextIp } from '../../test/account-mutations.ts';
import { hashSecret } from '../auth/password.ts';

// Spies on the module object password.ts calls through, restored after the file: other files
// share this module graph (isolate: false) and must get argon2 itself.
const argon2 = { hash: 0, verify: 0 };
beforeAll(() => {
  const { hash, verify } = argon2Module;
  const spies = [
    vi.spyOn(argon2Module, 'hash').mockImplementation((...args: Parameters<typeof hash>) => {
      argon2.hash += 1;
      return hash(...args);
    }),
    vi.spyOn(argon2Module, 'verify').mockImplementation((...args: Parameters<typeof verify>) => {
      argon2.verify += 1;
      return verify(...args);
    }),
  ];
  return () => spies.forEach((spy) => spy.mockRestore());
});

const t = useTestApp();

/** The argon2 calls `fn` makes. */
async function work(fn: () => Promise<unknown>): Promise<{ hash: number; verify: number }> {
  const before = { ...argon2 };
  await fn();
  await t.app.tasks.settled();
  return { hash: argon2.hash - before.hash, verify: argon2.verify - before.verify };
}

const logIn = (login: string, password: string) =>
  accountMutation(t.app, 'logIn', { login, password }, { ip: nextIp() });

beforeEach(async () => {
  // The decoy hash is made once per process; make it now, so no path below pays for it.
  await logIn('warm-up-nobody', 'whatever password');
});

describe('the same work whether the account exists', () => {
  it('logging in with a wrong password verifies one hash, for a known and an unknown account alike', async () => {
    await createTestUser(t.db, 'Known');
    const known = await work(() => logIn('known', 'wrong password here'));
    const unknownName = await work(() => logIn('nobody-here', 'wrong password here'));
    const unknownEmail = await work(() => logIn('nobody@example.org', 'wrong password here'));
    const right = await work(() => logIn('known', TEST_PASSWORD));
    expect(known).toEqual({ hash: 0, verify: 1 });
    expect(unknownName).toEqual(known);
    expect(unknownEmail).toEqual(known);
    expect(right).toEqual(known);
  });

  it('signing up hashes the password whether the email address is taken or free', async () => {
    const taken = await createTestUser(t.db, 'Taken');
    const signUp = (email: string) =>
      accountMutation(
        t.app,
        'signUp',
        { email, password: 'a fine long password', passwordConfirmation: 'a fine long password' },
        { ip: nextIp() },
      );
    const refused = await work(() => signUp(taken.email));
    const created = await work(() => signUp('fresh@example.org'));
    expect(refused).toEqual({ hash: 1, verify: 0 });
    expect(created).toEqual(refused);
  });

  it('signing up schedules one mail, and sends one, whether the email address is taken or free', async () => {
    const taken = await createTestUser(t.db, 'Mailed');
    const runs = vi.spyOn(t.app.tasks, 'run');
    const sends = vi.spyOn(t.app.mailer, 'send');
    const steps = async (email: string) => {
      runs.mockClear();
      sends.mockClear();
      const counted = await work(() =>
        accountMutation(
          t.app,
          'signUp',
          { email, password: 'a fine long password', passwordConfirmation: 'a fine long password' },
          { ip: nextIp() },
        ),
      );
      return { ...counted, scheduled: runs.mock.calls.length, sent: sends.mock.calls.length };
    };
    const refused = await steps(taken.email);
    const created = await steps('mailed-new@example.org');
    runs.mockRestore();
    sends.mockRestore();
    expect(refused).toEqual({ hash: 1, verify: 0, scheduled: 1, sent: 1 });
    expect(created).toEqual(refused);
    const notice = await t.db.prisma.emailOutbox.findFirstOrThrow({
      where: { to: taken.email, kind: 'sign-up-attempt' },
    });
    expect(notice.text).toContain('https://cartridgevault.test/auth');
  });

  it('signing up sends the same SQL statements, in the same order, whether the email address is taken or free', async () => {
    const taken = await createTestUser(t.db, 'Owner');
    const statements = async (email: string) => {
      const texts: string[] = [];
      t.db.statements.texts = texts;
      try {
        const body = await accountMutation(
          t.app,
          'signUp',
          { email, password: 'a fine long password', passwordConfirmation: 'a fine long password' },
          { ip: nextIp() },
        );
        // The verification mail is written by a background task after the answer; wait for it,
        // then for Prisma's query events, which it emits after the result resolves.
        await t.app.tasks.settled();
        await new Promise((resolve) => setImmediate(resolve));
        return { body, texts: [...texts] };
      } finally {
        t.db.statements.texts = undefined;
      }
    };
    const ownerSessions = await t.db.prisma.session.count({ where: { userId: taken.id } });
    const refused = await statements(taken.email);
    const created = await statements('brand-new@example.org');
    expect(JSON.stringify(refused.body)).toContain('emailInUse');
    expect(JSON.stringify(created.body)).not.toContain('emailInUse');
    // The account, its preferences and its session are inserted in one transaction either way;
    // for a taken address it is rolled back instead of committed. Then the answer's fields are read,
    // and a mail is scheduled: the same look-up and outbox row, plus the new account's link.
    const shape = (texts: string[]) => texts.map((text) => text.replace('ROLLBACK', 'COMMIT'));
    const link = (text: string) => text.startsWith('INSERT INTO "public"."EmailVerification" ');
    expect(refused.texts.some((text) => text.includes('ROLLBACK'))).toBe(true);
    expect(refused.texts.length).toBeGreaterThan(6);
    expect(created.texts.filter(link)).toHaveLength(1);
    expect(shape(created.texts.filter((text) => !link(text)))).toEqual(shape(refused.texts));
    expect(refused.texts.at(-1)).toMatch(/^INSERT INTO "public"."EmailOutbox" /);
    expect(await t.db.prisma.session.count({ where: { userId: taken.id } })).toBe(ownerSessions);
  });

  it('resetting a password verifies one hash whether the link is unknown, has no security question or has one', async () => {
    const user = await createTestUser(t.db, 'Resetter');
    const withQuestion = await createTestUser(t.db, 'Asked');
    await t.db.prisma.user.update({
      where: { id: withQuestion.id },
      data: { securityQuestion: 'First pet?', securityAnswerHash: await hashSecret('rex') },
    });
    const tokenFor = async (email: string) => {
      await accountMutation(t.app, 'requestPasswordReset', { email }, { ip: nextIp() });
      await t.app.tasks.settled();
      const mail = await t.db.prisma.emailOutbox.findFirstOrThrow({
        where: { to: email, kind: 'password-reset' },
        orderBy: { id: 'desc' },
      });
      return new URL(mail.text.match(/https:\S+/)![0]).searchParams.get('token')!;
    };
    const reset = (token: string, securityAnswer?: string) =>
      accountMutation(
        t.app,
        'resetPassword',
        { token, securityAnswer, password: 'a new long password', passwordConfirmation: 'a new long password' },
        { ip: nextIp() },
      );
    const [plainToken, askedToken] = [await tokenFor(user.email), await tokenFor(withQuestion.email)];
    const unknown = await work(() => reset('no-such-token-at-all'));
    const wrongAnswer = await work(() => reset(askedToken, 'tom'));
    expect(unknown.verify).toBe(1);
    expect(wrongAnswer.verify).toBe(1);
    const plain = await work(() => reset(plainToken));
    expect(plain.verify).toBe(1);
  });
});
