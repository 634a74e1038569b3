import { encodeGlobalID } from '@pothos/plugin-relay';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql, useTestApp } from '../../test/app.ts';
import { createTestUser, openSession } from '../../test/accounts.ts';
import type { Role } from '#shared/account-rules';
import { schema } from './index.ts';

const t = useTestApp();

type Who = 'visitor' | Role;
type Access = 'everyone' | 'signed-in users' | 'administrators';

const allOff = {
  enabled: false,
  collectionGameRequest: false,
  requestApproved: false,
  requestExpired: false,
  moderatorUpdates: false,
  security: false,
};
const typed = '{ __typename }';

/**
 * One harmless call per root field: input a rule refuses where there is input, so "allowed"
 * shows as a typed answer without changing anything that matters.
 */
const calls: { field: string; access: Access; query: string; variables?: Record<string, unknown> }[] = [
  { field: 'viewer', access: 'everyone', query: '{ viewer { id } }' },
  { field: 'users', access: 'administrators', query: '{ users(first: 1) { edges { node { id } } } }' },
  { field: 'emailOutbox', access: 'administrators', query: '{ emailOutbox(first: 1) { edges { node { id } } } }' },
  {
    field: 'passwordResetLink',
    access: 'everyone',
    query: '{ passwordResetLink(token: "made-up") { securityQuestion } }',
  },
  {
    field: 'signUp',
    access: 'everyone',
    query: `mutation($i: SignUpInput!) { signUp(input: $i) ${typed} }`,
    variables: { i: { email: 'x@example.org', password: 'abcdefgh', passwordConfirmation: 'different' } },
  },
  {
    field: 'logIn',
    access: 'everyone',
    query: `mutation($i: LogInInput!) { logIn(input: $i) ${typed} }`,
    variables: { i: { login: '', password: '' } },
  },
  { field: 'logOut', access: 'everyone', query: `mutation { logOut ${typed} }` },
  {
    field: 'revokeSession',
    access: 'signed-in users',
    query: `mutation($i: RevokeSessionInput!) { revokeSession(input: $i) ${typed} }`,
    variables: { i: { sessionId: encodeGlobalID('Session', '0') } },
  },
  { field: 'revokeOtherSessions', access: 'signed-in users', query: `mutation { revokeOtherSessions ${typed} }` },
  {
    field: 'requestPasswordReset',
    access: 'everyone',
    query: `mutation($i: RequestPasswordResetInput!) { requestPasswordReset(input: $i) ${typed} }`,
    variables: { i: { email: 'not an address' } },
  },
  {
    field: 'resetPassword',
    access: 'everyone',
    query: `mutation($i: ResetPasswordInput!) { resetPassword(input: $i) ${typed} }`,
    variables: { i: { token: 'made-up', password: 'abcdefgh', passwordConfirmation: 'different' } },
  },
  {
    field: 'changePassword',
    access: 'signed-in users',
    query: `mutation($i: ChangePasswordInput!) { changePassword(input: $i) ${typed} }`,
    variables: { i: { currentPassword: '', newPassword: 'abcdefgh', confirmation: 'abcdefgh' } },
  },
  {
    field: 'changeEmail',
    access: 'signed-in users',
    query: `mutation($i: ChangeEmailInput!) { changeEmail(input: $i) ${typed} }`,
    variables: { i: { currentEmail: '', newEmail: 'new@example.org', password: 'x' } },
  },
  {
    field: 'changeName',
    access: 'signed-in users',
    query: `mutation($i: ChangeNameInput!) { changeName(input: $i) ${typed} }`,
    variables: { i: { password: '', username: 'valid_name' } },
  },
  {
    field: 'changeSecurityQuestion',
    access: 'signed-in users',
    query: `mutation($i: ChangeSecurityQuestionInput!) { changeSecurityQuestion(input: $i) ${typed} }`,
    variables: { i: { question: '', answer: '' } },
  },
  {
    field: 'updateEmailPreferences',
    access: 'signed-in users',
    query: `mutation($i: EmailPreferencesInput!) { updateEmailPreferences(input: $i) ${typed} }`,
    variables: { i: allOff },
  },
  {
    field: 'deleteAccount',
    access: 'signed-in users',
    query: `mutation($i: DeleteAccountInput!) { deleteAccount(input: $i) ${typed} }`,
    variables: { i: { password: '' } },
  },
  {
    field: 'setUserRole',
    access: 'administrators',
    query: `mutation($i: SetUserRoleInput!) { setUserRole(input: $i) ${typed} }`,
    variables: { i: { userId: encodeGlobalID('User', '0'), role: 'ADMIN' } },
  },
];

const everyone: Who[] = ['visitor', 'USER', 'MODERATOR', 'ADMIN'];
const allowedFor: Record<Access, Who[]> = {
  everyone,
  'signed-in users': ['USER', 'MODERATOR', 'ADMIN'],
  administrators: ['ADMIN'],
};

const people = {} as Record<Role, number>;
beforeAll(async () => {
  for (const role of ['USER', 'MODERATOR', 'ADMIN'] as const)
    people[role] = (await createTestUser(t.db, `Some_${role}`, { role })).id;
});

/** A fresh session for each call: logging out or ending other sessions in one call affects no other. */
const cookieOf = async (who: Who) => (who === 'visitor' ? undefined : openSession(t.db, people[who]));
const headersFor = async (who: Who): Promise<Record<string, string>> => {
  const cookie = await cookieOf(who);
  return cookie ? { cookie } : {};
};

const refusal = (who: Who) => (who === 'visitor' ? 'UNAUTHENTICATED' : 'FORBIDDEN');

describe.each(calls)('$field', ({ field, access, query, variables }) => {
  const outcomes = everyone.map(
    (who) => [who, allowedFor[access].includes(who) ? 'allowed' : `refused with ${refusal(who)}`] as const,
  );
  it.each(outcomes)('%s: %s', async (who, outcome) => {
    const result: any = await graphql(t.app, query, variables, await headersFor(who));
    if (outcome === 'allowed') {
      expect(result.errors).toBeUndefined();
      expect(result.data).toHaveProperty(field);
    } else {
      expect(result.errors?.map((e: any) => e.extensions?.code)).toEqual([refusal(who)]);
      expect(result.data).toBeNull();
    }
  });
});

describe('the schema', () => {
  it('states who may call every query, mutation and subscription field', () => {
    const roots = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].filter(
      (type) => type !== null && type !== undefined,
    );
    const fields = roots.flatMap((type) =>
      Object.values(type.getFields()).map((field) => ({ name: `${type.name}.${field.name}`, field })),
    );
    expect(fields.length).toBeGreaterThan(20);
    const undeclared = fields
      .filter(({ field }) => (field.extensions as any)?.pothosOptions?.authScopes === undefined)
      .map(({ name }) => name);
    expect(undeclared).toEqual([]);
  });
});

describe("another person's private fields", () => {
  const privateFields = `query P($id: ID!) {
    node(id: $id) { ... on User { username email securityQuestion emailPreferences { enabled } sessions { id } } }
  }`;
  let owner: { id: number; cookie: string };
  beforeAll(async () => {
    owner = await createTestUser(t.db, 'Private', { email: 'private@example.org' });
    await t.db.prisma.user.update({ where: { id: owner.id }, data: { securityQuestion: 'First pet?' } });
  });
  const read = async (cookie?: string) =>
    (
      (await graphql(
        t.app,
        privateFields,
        { id: encodeGlobalID('User', String(owner.id)) },
        cookie ? { cookie } : {},
      )) as any
    ).data.node;

  it('are all visible to their owner', async () => {
    expect(await read(owner.cookie)).toMatchObject({
      email: 'private@example.org',
      securityQuestion: 'First pet?',
      emailPreferences: { enabled: false },
      sessions: [expect.anything()],
    });
  });

  it('are null for visitors, users and moderators', async () => {
    for (const who of ['visitor', 'USER', 'MODERATOR'] as const) {
      expect(await read(await cookieOf(who))).toEqual({
        username: 'Private',
        email: null,
        securityQuestion: null,
        emailPreferences: null,
        sessions: null,
      });
    }
  });

  it('show administrators the email address, but not the security question, preferences or sessions', async () => {
    expect(await read(await cookieOf('ADMIN'))).toEqual({
      username: 'Private',
      email: 'private@example.org',
      securityQuestion: null,
      emailPreferences: null,
      sessions: null,
    });
  });
});

describe('looking things up by global id', () => {
  const lookUp = (id: string, cookie?: string) =>
    graphql(
      t.app,
      `
        query N($id: ID!) {
          node(id: $id) {
            id
            ... on Session {
              userAgent
            }
            ... on OutboxMail {
              text
            }
          }
        }
      `,
      { id },
      cookie ? { cookie } : {},
    );

  it("never hands out someone else's session", async () => {
    const owner = await createTestUser(t.db, 'SessionOwner');
    const session = await t.db.prisma.session.findFirstOrThrow({ where: { userId: owner.id } });
    const id = encodeGlobalID('Session', String(session.id));
    for (const who of ['visitor', 'USER', 'ADMIN'] as const) {
      const result: any = await lookUp(id, await cookieOf(who));
      expect(result.data?.node ?? null).toBeNull();
    }
    expect(((await lookUp(id, owner.cookie)) as any).data.node).toEqual({ id, userAgent: 'vitest' });
  });

  it('shows outbox mails (which hold reset links) to administrators only', async () => {
    const mail = await t.db.prisma.emailOutbox.create({
      data: { kind: 'password-reset', to: 'a@example.org', subject: 'Reset', text: 'secret link' },
    });
    const id = encodeGlobalID('OutboxMail', String(mail.id));
    for (const who of ['visitor', 'USER', 'MODERATOR'] as const) {
      const result: any = await lookUp(id, await cookieOf(who));
      expect(result.data?.node ?? null).toBeNull();
    }
    expect(((await lookUp(id, await cookieOf('ADMIN'))) as any).data.node).toEqual({ id, text: 'secret link' });
  });
});
