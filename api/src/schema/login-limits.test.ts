import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp, type TestApp } from '../../test/app.ts';
import { accountSnapshot, createTestUser, TEST_PASSWORD } from '../../test/accounts.ts';
import { accountMutation, nextIp, type MutationOutcome } from '../../test/account-mutations.ts';
import { LOGIN_LIMITS } from '#shared/account-rules';

const t = useTestApp();

const logIn = (
  login: string,
  password: string,
  ip = nextIp(),
  headers: Record<string, string> = {},
  app: TestApp = t.app,
) => accountMutation(app, 'logIn', { login, password }, { ip, headers });

/** `times` failed logins for one typed login from one address. */
async function failLogins(login: string, times: number, ip = nextIp()): Promise<MutationOutcome[]> {
  const outcomes = [];
  for (let i = 0; i < times; i += 1) outcomes.push(await logIn(login, `wrong password ${i}`, ip));
  return outcomes;
}

const invalidCredentials = [
  { field: 'login', code: 'invalidCredentials', message: 'Incorrect email, username or password' },
];

function expectRateLimited(outcome: MutationOutcome, windowSeconds: number) {
  expect(outcome.status).toBe(429);
  expect(outcome.errorCode).toBe('RATE_LIMITED');
  const retryAfter = Number(outcome.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  expect(outcome.body.errors![0]!.extensions!.retryAfterSeconds).toBe(retryAfter);
  expect(outcome.headers.get('set-cookie')).toBeNull();
}

/** A rate-limited answer without the seconds, which tick on between two requests. */
const shape = (outcome: MutationOutcome) =>
  JSON.parse(
    JSON.stringify({ status: outcome.status, body: outcome.body }, (key, value) =>
      key === 'retryAfterSeconds' ? 'N' : typeof value === 'string' ? value.replace(/\d+ seconds/, 'N seconds') : value,
    ),
  );

describe('failed logins for one account from one address', () => {
  it(`answer 429 with Retry-After once ${LOGIN_LIMITS.accountFailures} failed within 15 minutes, even with the right password`, async () => {
    const user = await createTestUser(t.db, 'Target');
    const ip = nextIp();
    const failures = await failLogins('target', LOGIN_LIMITS.accountFailures - 1, ip);
    failures.push(await logIn('TARGET', 'wrong again', ip));
    for (const outcome of failures) expect(outcome.problems).toEqual(invalidCredentials);
    expectRateLimited(await logIn('Target', TEST_PASSWORD, ip), LOGIN_LIMITS.accountWindowSeconds);
    expect(await t.db.prisma.session.count({ where: { userId: user.id } })).toBe(1);
  });

  it('never lock the owner out: the right password from another address signs in', async () => {
    await createTestUser(t.db, 'Owner');
    const attacker = nextIp();
    await failLogins('owner', LOGIN_LIMITS.accountFailures, attacker);
    expectRateLimited(await logIn('owner', TEST_PASSWORD, attacker), LOGIN_LIMITS.accountWindowSeconds);
    expect((await logIn('owner', TEST_PASSWORD)).data?.username).toBe('Owner');
  });

  it('are counted and answered identically for a username nobody has', async () => {
    await createTestUser(t.db, 'Existing');
    const [first, second] = [nextIp(), nextIp()];
    const existing = [
      ...(await failLogins('existing', LOGIN_LIMITS.accountFailures, first)),
      await logIn('existing', 'wrong', first),
    ];
    const unknown = [
      ...(await failLogins('nobody_here', LOGIN_LIMITS.accountFailures, second)),
      await logIn('nobody_here', 'wrong', second),
    ];
    expect(existing[0]!.status).toBe(200);
    expect(existing.map(shape)).toEqual(unknown.map(shape));
    expect(existing.at(-1)!.status).toBe(429);
  });

  it('are forgotten after a successful login', async () => {
    await createTestUser(t.db, 'Forgetful');
    const ip = nextIp();
    await failLogins('forgetful', LOGIN_LIMITS.accountFailures - 1, ip);
    expect((await logIn('forgetful', TEST_PASSWORD, ip)).data?.username).toBe('Forgetful');
    const again = await failLogins('forgetful', LOGIN_LIMITS.accountFailures, ip);
    for (const outcome of again) expect(outcome.problems).toEqual(invalidCredentials);
    expectRateLimited(await logIn('forgetful', TEST_PASSWORD, ip), LOGIN_LIMITS.accountWindowSeconds);
  });
});

describe('failed logins for one account from many addresses', () => {
  it(`slow down each address that failed once ${LOGIN_LIMITS.slowdownAfter} failed, and let the right password from an address that has not failed in`, async () => {
    await createTestUser(t.db, 'Popular');
    const guessers = Array.from({ length: LOGIN_LIMITS.slowdownAfter }, () => nextIp());
    for (const ip of guessers) expect((await logIn('popular', 'guess', ip)).problems).toEqual(invalidCredentials);
    // The last guess came after the account passed the mark: that address now waits between tries.
    expectRateLimited(await logIn('popular', 'another guess', guessers.at(-1)), LOGIN_LIMITS.slowdownSeconds);
    expect((await logIn('popular', TEST_PASSWORD)).data?.username).toBe('Popular');
  });
});

describe('failed logins from one address', () => {
  it(`answer 429 once ${LOGIN_LIMITS.ipFailures} failed within a minute, whichever accounts were tried`, async () => {
    await createTestUser(t.db, 'Victim');
    const ip = nextIp();
    const perAccount = LOGIN_LIMITS.accountFailures;
    for (let i = 0; i < LOGIN_LIMITS.ipFailures; i += 1) {
      const outcome = await logIn(`guess_${Math.floor(i / perAccount)}`, 'wrong', ip);
      expect(outcome.problems).toEqual(invalidCredentials);
    }
    expectRateLimited(await logIn('victim', TEST_PASSWORD, ip), LOGIN_LIMITS.ipWindowSeconds);
    // A made-up X-Forwarded-For is no way round it unless the app runs behind a trusted proxy.
    expectRateLimited(
      await logIn('victim', TEST_PASSWORD, ip, { 'x-forwarded-for': '198.51.100.9' }),
      LOGIN_LIMITS.ipWindowSeconds,
    );
    expect((await logIn('victim', TEST_PASSWORD)).data?.username).toBe('Victim');
  });
});

describe('failed logins behind a trusted proxy', () => {
  let behindProxy: TestApp;
  afterAll(() => behindProxy?.close());

  it('count against the address the proxy saw (the last X-Forwarded-For entry), not what the client wrote', async () => {
    behindProxy = buildTestApp(t.db, { TRUST_PROXY: 'true' });
    const proxyIp = nextIp();
    const from = (client: string, claimed = 'forged') => ({ 'x-forwarded-for': `${claimed}, ${client}` });
    for (let i = 0; i < LOGIN_LIMITS.ipFailures; i += 1) {
      const login = `proxied_${Math.floor(i / LOGIN_LIMITS.accountFailures)}`;
      const outcome = await logIn(login, 'wrong', proxyIp, from('203.0.113.5', `forged-${i}`), behindProxy);
      expect(outcome.problems).toEqual(invalidCredentials);
    }
    expectRateLimited(
      await logIn('someone', 'wrong', proxyIp, from('203.0.113.5'), behindProxy),
      LOGIN_LIMITS.ipWindowSeconds,
    );
    expect((await logIn('someone', 'wrong', proxyIp, from('203.0.113.6'), behindProxy)).problems).toEqual(
      invalidCredentials,
    );
  });
});

describe('wrong passwords in account changes', () => {
  it('count against the account like failed logins, so a stolen session cannot guess the password', async () => {
    const user = await createTestUser(t.db, 'Stolen');
    const before = await accountSnapshot(t.db, user.id);
    for (let i = 0; i < LOGIN_LIMITS.accountFailures; i += 1) {
      const outcome = await accountMutation(
        t.app,
        'changeName',
        { password: `guess ${i}`, displayName: 'Thief' },
        { cookie: user.cookie },
      );
      expect(outcome.problems).toMatchObject([{ field: 'password', code: 'wrongPassword' }]);
    }
    const blocked = await accountMutation(
      t.app,
      'changeName',
      { password: TEST_PASSWORD, displayName: 'Thief' },
      { cookie: user.cookie },
    );
    expectRateLimited(blocked, LOGIN_LIMITS.accountWindowSeconds);
    const deletion = await accountMutation(
      t.app,
      'deleteAccount',
      { password: TEST_PASSWORD },
      { cookie: user.cookie },
    );
    expect(deletion.errorCode).toBe('RATE_LIMITED');
    expect(await accountSnapshot(t.db, user.id)).toEqual(before);
  });
});

describe('login answers', () => {
  it('do not tell an unknown username or email from a wrong password', async () => {
    await createTestUser(t.db, 'Known');
    const answers = await Promise.all(
      ['known', 'unknown_user', 'known@example.org', 'unknown@example.org'].map((login) =>
        logIn(login, 'not the password'),
      ),
    );
    for (const outcome of answers)
      expect({ status: outcome.status, body: outcome.body }).toEqual({
        status: answers[0]!.status,
        body: answers[0]!.body,
      });
    expect(answers[0]!.problems).toEqual(invalidCredentials);
  });
});
