import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, graphql, graphqlResponse, useTestApp, type TestApp } from '../../test/app.ts';
import { cookieFrom, createTestUser } from '../../test/accounts.ts';
import { accountMutation, nextIp } from '../../test/account-mutations.ts';

const t = useTestApp();

type Options = Parameters<typeof accountMutation>[3];
const signUp = (fields: Record<string, unknown>, options: Options = {}, app: TestApp = t.app) =>
  accountMutation(
    app,
    'signUp',
    { password: 'abcdefgh', passwordConfirmation: 'abcdefgh', ...fields },
    { ip: nextIp(), ...options },
  );

const viewer = `{ viewer { databaseId username } }`;

describe('signing up', () => {
  it('creates a USER with trust 0, a public profile and every mail preference off, signed in at once', async () => {
    const result = await signUp(
      { email: 'Grace.Hopper@Example.org', displayName: 'Grace H' },
      { headers: { 'user-agent': 'Firefox' } },
    );
    expect(result.data?.username).toBe('grace_hopper');
    const user = await t.db.prisma.user.findUniqueOrThrow({
      where: { id: result.data.databaseId },
      include: { emailPreferences: true, sessions: true },
    });
    expect(user).toMatchObject({
      email: 'grace.hopper@example.org',
      usernameKey: 'grace_hopper',
      displayName: 'Grace H',
      role: 'USER',
      trustScore: 0,
      profileVisibility: 'PUBLIC',
    });
    expect(user.emailPreferences).toEqual({
      userId: user.id,
      enabled: false,
      collectionGameRequest: false,
      requestApproved: false,
      requestExpired: false,
      moderatorUpdates: false,
      security: false,
      wantedForTrade: false,
    });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user.sessions.map((s) => s.userAgent)).toEqual(['Firefox']);
    const me: any = await graphql(t.app, viewer, {}, { cookie: cookieFrom(result.headers) });
    expect(me.data.viewer).toEqual({ databaseId: user.id, username: 'grace_hopper' });
  });

  it('numbers a username already taken, case-insensitively: ada@x and ADA@y get ada and ada2', async () => {
    const first = await signUp({ email: 'ada@x.example' });
    const second = await signUp({ email: 'ADA@y.example' });
    expect([first.data?.username, second.data?.username]).toEqual(['ada', 'ada2']);
  });

  it('stores no display name when it is left blank', async () => {
    const result = await signUp({ email: 'blank@example.org', displayName: '  ' });
    const user = await t.db.prisma.user.findUniqueOrThrow({ where: { id: result.data.databaseId } });
    expect(user.displayName).toBeNull();
  });
});

describe('sign-up rules', () => {
  const expectRefused = async (
    fields: Record<string, unknown>,
    problems: { field: string; code: string; message?: string }[],
  ) => {
    const before = await t.db.prisma.user.count();
    const result = await signUp(fields);
    expect(result.problems).toEqual(problems.map((p) => expect.objectContaining(p)));
    expect(result.headers.get('set-cookie')).toBeNull();
    expect(await t.db.prisma.user.count()).toBe(before);
  };

  it('requires an email address', () =>
    expectRefused({ email: ' ' }, [{ field: 'email', code: 'required', message: 'Email is required' }]));

  it('refuses an email that is not an address', () =>
    expectRefused({ email: 'ada.example.org' }, [
      { field: 'email', code: 'invalidEmail', message: 'Enter a valid email address' },
    ]));

  it('refuses a password shorter than 8 characters', () =>
    expectRefused({ email: 'short@example.org', password: 'abcdefg', passwordConfirmation: 'abcdefg' }, [
      { field: 'password', code: 'tooShort', message: 'Password must be at least 8 characters' },
    ]));

  it('refuses a confirmation that differs from the password (passwordsDontMatch)', () =>
    expectRefused({ email: 'typo@example.org', passwordConfirmation: 'abcdefgX' }, [
      { field: 'passwordConfirmation', code: 'passwordsDontMatch', message: 'Passwords do not match' },
    ]));

  it('refuses an email address another account uses, whatever its case (emailInUse)', async () => {
    await createTestUser(t.db, 'Taken', { email: 'taken@example.org' });
    await expectRefused({ email: 'TAKEN@example.org' }, [
      { field: 'email', code: 'emailInUse', message: 'This email address is already in use' },
    ]);
  });
});

describe('the session cookie', () => {
  const proxied: TestApp[] = [];
  afterAll(() => Promise.all(proxied.map((app) => app.close())));

  it('is HttpOnly and SameSite=Lax, and not Secure over plain http', async () => {
    const result = await signUp({ email: 'plain@example.org' });
    const cookie = result.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^session=[\w-]{40,}; /);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Secure');
  });

  it('is __Host-session and Secure when the request came over https', async () => {
    const result = await signUp({ email: 'https@example.org' }, { url: 'https://cartridgevault.test/graphql' });
    const cookie = result.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^__Host-session=/);
    expect(cookie).toContain('; Secure');
    const headers = { cookie: cookieFrom(result.headers) };
    const me = await graphqlResponse(t.app, viewer, {}, { headers, url: 'https://cartridgevault.test/graphql' });
    expect(me.body.data.viewer.username).toBe('https');
    // The __Host- cookie is the HTTPS one: over plain http it names no session.
    const overHttp: any = await graphql(t.app, viewer, {}, headers);
    expect(overHttp.data.viewer).toBeNull();
  });

  it('is Secure when a trusted proxy says the browser used https, and only then', async () => {
    const behindProxy = buildTestApp(t.db, { TRUST_PROXY: 'true' });
    proxied.push(behindProxy);
    const headers = { 'x-forwarded-proto': 'https' };
    const trusted = await signUp({ email: 'proxied@example.org' }, { headers }, behindProxy);
    expect(trusted.headers.get('set-cookie')).toMatch(/^__Host-session=.*; Secure/);
    const untrusted = await signUp({ email: 'spoofed@example.org' }, { headers });
    expect(untrusted.headers.get('set-cookie')).toMatch(/^session=/);
    expect(untrusted.headers.get('set-cookie')).not.toContain('Secure');
  });
});
