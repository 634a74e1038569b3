// Signing up, logging in and out, and the user's own sessions.
import { builder } from '../builder.ts';
import { InputError, parseInput, rowId, problem } from '../domain/validation.ts';
import { logInInput, signUpInput } from '#shared/account-input';
import { verifySecret } from '../auth/password.ts';
import { clearedSessionCookie, sessionCookie, startSession } from '../auth/sessions.ts';
import { createAccount, rateLimited } from '../auth/accounts.ts';
import { loginGuard } from '../auth/login-guard.ts';
import { takeAddressAllowance } from '../auth/address-limits.ts';
import { sendVerificationMail } from '../auth/email-verification.ts';
import { sendSignUpAttemptMail } from '../auth/sign-up-attempt.ts';
import { publishAccessEnded } from '../pubsub.ts';
import { requireSession, requireViewer, type Context } from '../context.ts';
import type { Role } from '#shared/account-rules';
import { SessionNode } from './user.ts';

const SignUpInput = builder.inputType('SignUpInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    displayName: t.string({ description: 'Optional; blank means none.' }),
    password: t.string({ required: true }),
    passwordConfirmation: t.string({ required: true }),
    locale: t.string({
      description: 'Interface language (en, nl, fr, es, ja) the account mails are written in; English when omitted.',
    }),
  }),
});

const LogInInput = builder.inputType('LogInInput', {
  fields: (t) => ({
    login: t.string({ required: true, description: 'Email address or username.' }),
    password: t.string({ required: true }),
  }),
});

const RevokeSessionInput = builder.inputType('RevokeSessionInput', {
  fields: (t) => ({ sessionId: t.globalID({ required: true, for: SessionNode }) }),
});

async function beginSession(
  ctx: Context,
  user: { id: number; username: string; role: Role; emailVerifiedAt: Date | null },
  started?: { token: string; sessionId: number },
) {
  // A login on a device that already had a session replaces it rather than piling up.
  if (ctx.viewer) {
    const sessionId = requireSession(ctx.viewer);
    await ctx.prisma.session.deleteMany({ where: { id: sessionId } });
    publishAccessEnded(ctx.pubsub, { sessionIds: [sessionId] });
  }
  const { token, sessionId } = started ?? (await startSession(ctx.prisma, user.id, ctx.client.userAgent));
  ctx.setCookie(sessionCookie(token, ctx.client.secure));
  // The rest of this response is already the new user's: their own fields resolve for them.
  ctx.viewer = {
    id: user.id,
    username: user.username,
    role: user.role,
    emailVerified: user.emailVerifiedAt !== null,
    sessionId,
  };
}

builder.mutationFields((t) => ({
  signUp: t.prismaField({
    type: 'User',
    authScopes: { public: true },
    description:
      'Creates an account (username derived from the email), signs it in and mails a link that confirms the address ' +
      '(needed to vote, comment and submit requests). Too many from one address answer 429 with Retry-After.',
    errors: { types: [InputError] },
    args: { input: t.arg({ type: SignUpInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const values = parseInput(signUpInput, { ...input, locale: input.locale ?? undefined });
      // Every attempt counts, taken address or not, so the limit tells nothing about accounts.
      await takeAddressAllowance(ctx, 'signUp');
      const account = await createAccount(ctx, values);
      // The answer's fields are read for a taken address too (and dropped): the same work either way.
      const id = 'taken' in account ? account.owner.id : account.user.id;
      const answer = await ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id } });
      if ('taken' in account) {
        // The owner hears of it, and this answer has scheduled a mail like a new account's.
        sendSignUpAttemptMail(ctx, account.owner.id);
        throw problem('email', 'emailInUse', 'This email address is already in use');
      }
      await beginSession(ctx, account.user, account.session);
      sendVerificationMail(ctx, account.user.id);
      return answer;
    },
  }),

  logIn: t.prismaField({
    type: 'User',
    authScopes: { public: true },
    description: 'Signs in with email or username. Too many failures answer 429 with Retry-After.',
    errors: { types: [InputError] },
    args: { input: t.arg({ type: LogInInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const values = parseInput(logInInput, input);
      const guard = loginGuard(ctx.limits, values.login, ctx.client.ip);
      const accountKey = guard.account;
      const wait = await guard.waitSeconds();
      if (wait) throw rateLimited(wait);
      const user = await ctx.prisma.user.findFirst({
        where: accountKey.includes('@') ? { email: accountKey } : { usernameKey: accountKey },
        select: { id: true, username: true, role: true, emailVerifiedAt: true, passwordHash: true },
      });
      // Verified whether or not the account exists (a decoy hash stands in): the time an answer
      // takes must not tell which accounts exist.
      const passwordMatches = await verifySecret(user?.passwordHash, values.password);
      if (!user || !passwordMatches) {
        await guard.failed();
        throw problem('login', 'invalidCredentials', 'Incorrect email, username or password');
      }
      await guard.succeeded();
      await beginSession(ctx, user);
      return ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: user.id } });
    },
  }),

  logOut: t.boolean({
    authScopes: { public: true },
    description: 'Ends this session (a visitor gets true too: there is nothing to end).',
    // No typed errors, but the same Mutation<Name>Result union as every mutation (CONTRIBUTING.md).
    errors: {},
    resolve: async (_root, _args, ctx) => {
      if (ctx.viewer) {
        const sessionId = requireSession(ctx.viewer);
        await ctx.prisma.session.deleteMany({ where: { id: sessionId } });
        publishAccessEnded(ctx.pubsub, { sessionIds: [sessionId] });
      }
      ctx.setCookie(clearedSessionCookie(ctx.client.secure));
      ctx.viewer = null;
      return true;
    },
  }),

  revokeSession: t.prismaField({
    type: 'User',
    authScopes: { loggedIn: true },
    description: "Ends one of the user's other sessions (another browser or device).",
    errors: { types: [InputError] },
    args: { input: t.arg({ type: RevokeSessionInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const viewer = requireViewer(ctx);
      const sessionId = rowId(input.sessionId.id);
      if (sessionId === null) throw problem('sessionId', 'notFound', 'There is no such session');
      if (sessionId === viewer.sessionId)
        throw problem('sessionId', 'currentSession', 'Use log out to end this session');
      const { count } = await ctx.prisma.session.deleteMany({ where: { id: sessionId, userId: viewer.id } });
      if (count === 0) throw problem('sessionId', 'notFound', 'There is no such session');
      publishAccessEnded(ctx.pubsub, { sessionIds: [sessionId] });
      return ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: viewer.id } });
    },
  }),

  revokeOtherSessions: t.prismaField({
    type: 'User',
    authScopes: { loggedIn: true },
    description: 'Ends every session of the user except this one.',
    errors: {},
    resolve: async (query, _root, _args, ctx) => {
      const viewer = requireViewer(ctx);
      const sessionId = requireSession(viewer);
      await ctx.prisma.session.deleteMany({ where: { userId: viewer.id, id: { not: sessionId } } });
      publishAccessEnded(ctx.pubsub, { userId: viewer.id, exceptSessionId: sessionId });
      return ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: viewer.id } });
    },
  }),
}));
