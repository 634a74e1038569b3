import { beforeAll, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { graphql, graphqlResponse, useTestApp } from '../../test/app.ts';
import { cookieFrom, createTestUser, TEST_PASSWORD } from '../../test/accounts.ts';
import { nextIp } from '../../test/account-mutations.ts';
import { gameAsInput, insertRequest, requestGlobalId, someGameIds } from '../../test/request-fixtures.ts';
import { EMAIL_VERIFICATION } from '#shared/account-rules';
import { hashToken } from '../auth/session-cookie.ts';

const t = useTestApp({ seed: true });

const PASSWORD = 'a long enough secret';
const signUpMutation = `mutation ($input: SignUpInput!) {
  signUp(input: $input) { __typename ... on MutationSignUpSuccess { data { databaseId emailVerified } } }
}`;
const verifyMutation = `mutation ($input: VerifyEmailInput!) {
  verifyEmail(input: $input) {
    __typename
    ... on MutationVerifyEmailSuccess { data { databaseId emailVerified } }
    ... on ValidationError { fieldErrors { field code } }
  }
}`;
const resendMutation = `mutation { resendVerificationEmail { __typename ... on MutationResendVerificationEmailSuccess { data { validHours } } } }`;
const viewerQuery = '{ viewer { emailVerified } }';

/** Signs up through the API from a fresh address: the new member's id and session cookie. */
async function signUp(email: string, locale?: string) {
  const response = await graphqlResponse(
    t.app,
    signUpMutation,
    { input: { email, password: PASSWORD, passwordConfirmation: PASSWORD, ...(locale && { locale }) } },
    { ip: nextIp() },
  );
  expect(response.body.data.signUp.__typename).toBe('MutationSignUpSuccess');
  expect(response.body.data.signUp.data.emailVerified).toBe(false);
  return { id: response.body.data.signUp.data.databaseId as number, cookie: cookieFrom(response.headers) };
}

/** The verification mails sent to `email`, oldest first, with the token of each link. */
async function verificationMails(email: string) {
  await t.app.tasks.settled();
  const mails = await t.db.prisma.emailOutbox.findMany({
    where: { to: email, kind: 'email-verification' },
    orderBy: { id: 'asc' },
  });
  return mails.map((mail) => {
    const link = mail.text.match(/https:\S+/)![0];
    return { ...mail, link, token: new URL(link).searchParams.get('token')! };
  });
}

const verify = async (token: string, cookie?: string) =>
  (await graphql(t.app, verifyMutation, { input: { token } }, cookie ? { cookie } : {})).data.verifyEmail;

let requestId: number;
let gameId: number;
let versionId: number;
beforeAll(async () => {
  [gameId] = (await someGameIds(t.db, 1)) as [number];
  const submitter = await createTestUser(t.db, 'Submitter');
  requestId = await insertRequest(t.db, { gameId, submitterId: submitter.id });
  versionId = (await t.db.prisma.version.findFirstOrThrow({ where: { gameId }, select: { id: true } })).id;
});

/** Each mutation a member's voice needs, as the unverified member sends it: its result's __typename. */
const voiceMutations = {
  castVote: (cookie: string) =>
    graphql(
      t.app,
      `
        mutation ($input: CastVoteInput!) {
          castVote(input: $input) {
            __typename
            ... on Error {
              message
            }
          }
        }
      `,
      { input: { requestId: requestGlobalId(requestId), value: 'APPROVE' } },
      { cookie },
    ),
  addComment: (cookie: string) =>
    graphql(
      t.app,
      `
        mutation ($input: AddCommentInput!) {
          addComment(input: $input) {
            __typename
            ... on Error {
              message
            }
          }
        }
      `,
      { input: { requestId: requestGlobalId(requestId), body: 'Looks right to me' } },
      { cookie },
    ),
  submitEditRequest: async (cookie: string) =>
    graphql(
      t.app,
      `
        mutation ($input: SubmitEditRequestInput!) {
          submitEditRequest(input: $input) {
            __typename
            ... on Error {
              message
            }
          }
        }
      `,
      {
        input: {
          gameId: encodeGlobalID('Game', String(gameId)),
          game: { ...(await gameAsInput(t.db, gameId)), title: 'A better title' },
          reason: 'The box says so',
        },
      },
      { cookie },
    ),
  submitDeleteRequest: (cookie: string) =>
    graphql(
      t.app,
      `
        mutation ($input: SubmitDeleteRequestInput!) {
          submitDeleteRequest(input: $input) {
            __typename
            ... on Error {
              message
            }
          }
        }
      `,
      { input: { gameId: encodeGlobalID('Game', String(gameId)), reason: 'Not a real game' } },
      { cookie },
    ),
};

describe('signing up', () => {
  it(`mails a link to /verify-email in the language chosen at sign-up, valid ${EMAIL_VERIFICATION.validHours} hours, storing only its hash`, async () => {
    const member = await signUp('newcomer@example.org', 'ja');
    const [mail, ...more] = await verificationMails('newcomer@example.org');
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Cartridge Vault のメールアドレスを確認してください');
    expect(mail!.link).toMatch(/^https:\/\/cartridgevault\.test\/verify-email\?token=[\w-]{40,}$/);
    const [stored] = await t.db.prisma.emailVerification.findMany({ where: { userId: member.id } });
    expect(stored!.tokenHash).toBe(hashToken(mail!.token));
    expect(JSON.stringify(stored)).not.toContain(mail!.token);
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBeCloseTo(
      EMAIL_VERIFICATION.validHours * 3600_000,
      -4,
    );
    expect((await graphql(t.app, viewerQuery, {}, { cookie: member.cookie })).data.viewer).toEqual({
      emailVerified: false,
    });
  });

  it('writes the mail in English when no language is given', async () => {
    await signUp('plain@example.org');
    const [mail] = await verificationMails('plain@example.org');
    expect(mail!.subject).toBe('Confirm your Cartridge Vault email address');
  });
});

describe('an unverified member', () => {
  it.each(Object.keys(voiceMutations) as (keyof typeof voiceMutations)[])(
    'is refused %s with EmailNotVerifiedError, and nothing is stored',
    async (name) => {
      const member = await signUp(`quiet-${name.toLowerCase()}@example.org`);
      const before = await Promise.all([
        t.db.prisma.vote.count(),
        t.db.prisma.comment.count(),
        t.db.prisma.request.count(),
      ]);
      const result = await voiceMutations[name](member.cookie);
      expect(result.errors).toBeUndefined();
      expect(result.data[name].__typename).toBe('EmailNotVerifiedError');
      expect(result.data[name].message).toMatch(/Confirm your email address/);
      const after = await Promise.all([
        t.db.prisma.vote.count(),
        t.db.prisma.comment.count(),
        t.db.prisma.request.count(),
      ]);
      expect(after).toEqual(before);
    },
  );

  it('still manages their collection', async () => {
    const member = await signUp('collector@example.org');
    const added = await graphql(
      t.app,
      `
        mutation ($input: AddToCollectionInput!) {
          addToCollection(input: $input) {
            __typename
          }
        }
      `,
      { input: { versionId: encodeGlobalID('Version', String(versionId)) } },
      { cookie: member.cookie },
    );
    expect(added.data.addToCollection.__typename).toBe('MutationAddToCollectionSuccess');
    expect(await t.db.prisma.collectionItem.count({ where: { userId: member.id } })).toBe(1);
  });
});

describe('opening the link', () => {
  it('verifies the address, after which the member votes and comments', async () => {
    const member = await signUp('opener@example.org');
    const [mail] = await verificationMails('opener@example.org');
    expect(await verify(mail!.token, member.cookie)).toEqual({
      __typename: 'MutationVerifyEmailSuccess',
      data: { databaseId: member.id, emailVerified: true },
    });
    expect((await voiceMutations.castVote(member.cookie)).data.castVote.__typename).toBe('MutationCastVoteSuccess');
    expect((await voiceMutations.addComment(member.cookie)).data.addComment.__typename).toBe(
      'MutationAddCommentSuccess',
    );
  });

  it('works without being signed in (another device), and only once', async () => {
    const member = await signUp('twice@example.org');
    const [mail] = await verificationMails('twice@example.org');
    expect((await verify(mail!.token)).__typename).toBe('MutationVerifyEmailSuccess');
    expect(await verify(mail!.token)).toEqual({
      __typename: 'ValidationError',
      fieldErrors: [{ field: 'token', code: 'invalidVerificationLink' }],
    });
    const { emailVerifiedAt } = await t.db.prisma.user.findUniqueOrThrow({ where: { id: member.id } });
    expect(emailVerifiedAt).toBeInstanceOf(Date);
  });

  it('is refused once the link has expired, and the member stays unverified', async () => {
    const member = await signUp('late@example.org');
    const [mail] = await verificationMails('late@example.org');
    await t.db.prisma.emailVerification.updateMany({
      where: { userId: member.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await verify(mail!.token, member.cookie)).fieldErrors).toEqual([
      { field: 'token', code: 'invalidVerificationLink' },
    ]);
    expect((await graphql(t.app, viewerQuery, {}, { cookie: member.cookie })).data.viewer.emailVerified).toBe(false);
  });

  it('refuses a token no link carries', async () => {
    expect((await verify('not-a-real-token')).fieldErrors).toEqual([
      { field: 'token', code: 'invalidVerificationLink' },
    ]);
  });
});

describe('changing the email address', () => {
  it('asks for the new address to be confirmed, and a link mailed to the old one no longer counts', async () => {
    const member = await signUp('before.move@example.org');
    const [oldMail] = await verificationMails('before.move@example.org');
    const changed = await graphql(
      t.app,
      `
        mutation ($input: ChangeEmailInput!) {
          changeEmail(input: $input) {
            __typename
            ... on MutationChangeEmailSuccess {
              data {
                emailVerified
              }
            }
          }
        }
      `,
      { input: { currentEmail: 'before.move@example.org', newEmail: 'after.move@example.org', password: PASSWORD } },
      { cookie: member.cookie },
    );
    expect(changed.data.changeEmail).toEqual({
      __typename: 'MutationChangeEmailSuccess',
      data: { emailVerified: false },
    });
    expect((await verify(oldMail!.token)).__typename).toBe('ValidationError');
    expect((await voiceMutations.castVote(member.cookie)).data.castVote.__typename).toBe('EmailNotVerifiedError');
    const [newMail] = await verificationMails('after.move@example.org');
    expect((await verify(newMail!.token)).__typename).toBe('MutationVerifyEmailSuccess');
    expect((await voiceMutations.castVote(member.cookie)).data.castVote.__typename).toBe('MutationCastVoteSuccess');
  });

  it('makes a confirmed member confirm the new address before their voice counts again', async () => {
    const member = await createTestUser(t.db, 'Mover2');
    expect((await graphql(t.app, viewerQuery, {}, { cookie: member.cookie })).data.viewer.emailVerified).toBe(true);
    const changed = await graphql(
      t.app,
      `
        mutation ($input: ChangeEmailInput!) {
          changeEmail(input: $input) {
            __typename
          }
        }
      `,
      { input: { currentEmail: member.email, newEmail: 'mover2.new@example.org', password: TEST_PASSWORD } },
      { cookie: member.cookie },
    );
    expect(changed.data.changeEmail.__typename).toBe('MutationChangeEmailSuccess');
    expect((await graphql(t.app, viewerQuery, {}, { cookie: member.cookie })).data.viewer.emailVerified).toBe(false);
    expect(await verificationMails('mover2.new@example.org')).toHaveLength(1);
  });
});

describe('asking for a new link', () => {
  it("mails a new, working link in the member's stored language, and spends every link once one is opened", async () => {
    const member = await signUp('again@example.org');
    // The sign-up's own mail goes out in the background: let it be the first before the resend
    // (under load it was written after the resend's, and the two were read the other way round).
    await t.app.tasks.settled();
    await t.db.prisma.user.update({ where: { id: member.id }, data: { locale: 'fr' } });
    const resent = await graphql(t.app, resendMutation, {}, { cookie: member.cookie });
    expect(resent.data.resendVerificationEmail.data).toEqual({ validHours: EMAIL_VERIFICATION.validHours });
    const [first, second] = await verificationMails('again@example.org');
    expect(second!.subject).toBe('Confirmez votre adresse e-mail Cartridge Vault');
    expect(second!.token).not.toBe(first!.token);
    expect((await verify(second!.token, member.cookie)).__typename).toBe('MutationVerifyEmailSuccess');
    expect((await verify(first!.token, member.cookie)).__typename).toBe('ValidationError');
  });

  it(`is limited to ${EMAIL_VERIFICATION.resendsPerHour} an hour per account, with Retry-After`, async () => {
    const member = await signUp('impatient@example.org');
    for (let i = 0; i < EMAIL_VERIFICATION.resendsPerHour; i += 1) {
      const ok = await graphqlResponse(t.app, resendMutation, {}, { headers: { cookie: member.cookie }, ip: nextIp() });
      expect(ok.body.data.resendVerificationEmail.__typename).toBe('MutationResendVerificationEmailSuccess');
    }
    const refused = await graphqlResponse(
      t.app,
      resendMutation,
      {},
      { headers: { cookie: member.cookie }, ip: nextIp() },
    );
    expect(refused.status).toBe(429);
    expect(refused.body.errors![0]!.extensions!.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await verificationMails('impatient@example.org')).toHaveLength(1 + EMAIL_VERIFICATION.resendsPerHour);
  });

  it('mails nothing to a member who is already verified', async () => {
    const member = await createTestUser(t.db, 'Settled');
    const resent = await graphql(t.app, resendMutation, {}, { cookie: member.cookie });
    expect(resent.data.resendVerificationEmail.__typename).toBe('MutationResendVerificationEmailSuccess');
    expect(await verificationMails(member.email)).toEqual([]);
  });
});
