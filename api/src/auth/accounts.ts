// Account operations that are not GraphQL: creating accounts, confirming passwords, mails about
// the account. Resolvers in schema/account*.ts stay thin around these.
import { createGraphQLError } from 'graphql-yoga';
import { requireViewer, type Context } from '../context.ts';
import { problem } from '../domain/validation.ts';
import { firstFreeUsername, usernameFromEmail } from '../domain/username.ts';
import { hashSecret, verifySecret } from './password.ts';
import { startSession } from './sessions.ts';
import type { Role } from '#shared/account-rules';
import { LIMITS } from '#shared/rules';
import { securityNoticeMail, type SecurityNotice } from '../mail/account-mail.ts';

/** 429 with Retry-After; the message and `retryAfterSeconds` let the browser say how long to wait. */
export function rateLimited(seconds: number) {
  return createGraphQLError(`Too many attempts. Try again in ${seconds} seconds.`, {
    extensions: {
      code: 'RATE_LIMITED',
      retryAfterSeconds: seconds,
      http: { status: 429, headers: { 'Retry-After': String(seconds) } },
    },
  });
}

/** Prisma's unique-constraint failure (P2002), e.g. two sign-ups racing for one email. */
export function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'code' in error && (error as { code: unknown }).code === 'P2002'
  );
}

/** Thrown inside the sign-up transaction to roll it back: the address already has an account. */
class AddressTaken extends Error {
  readonly ownerId: number;
  constructor(ownerId: number) {
    super('address taken');
    this.ownerId = ownerId;
  }
}
/** Thrown inside it when a concurrent sign-up took the chosen username: try the next one. */
class UsernameTaken extends Error {}

export interface NewAccount {
  user: { id: number; username: string; role: Role; emailVerifiedAt: Date | null };
  session: { token: string; sessionId: number };
}

/**
 * A new USER account, trust 0, public profile, every mail preference off, with its first
 * session; or `taken` when the address already has an account. Both do the same work, statement
 * for statement (the time an answer takes must not tell which addresses have accounts): the
 * password is hashed, the usernames looked up, and one transaction inserts the account (ON
 * CONFLICT DO NOTHING), reads the address's account, inserts its mail preferences (ON CONFLICT DO
 * NOTHING) and a session; a taken address rolls that transaction back, so nothing of it stays.
 */
export async function createAccount(
  ctx: Context,
  input: { email: string; displayName?: string | undefined; password: string; locale?: string | undefined },
): Promise<NewAccount | { taken: true; owner: { id: number } }> {
  const passwordHash = await hashSecret(input.password);
  const base = usernameFromEmail(input.email);
  // A concurrent sign-up can take the chosen username between the look-up and the insert: retry.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    // Numbered candidates shorten the base to fit 20 characters (up to six digits: 14 kept).
    const taken = await ctx.prisma.user.findMany({
      where: { usernameKey: { startsWith: base.slice(0, LIMITS.usernameMax - 6).toLowerCase() } },
      select: { usernameKey: true },
    });
    const username = firstFreeUsername(base, new Set(taken.map((u) => u.usernameKey)));
    try {
      return await ctx.prisma.$transaction(async (tx) => {
        const inserted = await tx.user.createManyAndReturn({
          data: [
            {
              email: input.email,
              username,
              usernameKey: username.toLowerCase(),
              displayName: input.displayName ?? null,
              passwordHash,
              ...(input.locale && { locale: input.locale }),
            },
          ],
          skipDuplicates: true,
          select: { id: true },
        });
        const user = await tx.user.findUnique({
          where: { email: input.email },
          select: { id: true, username: true, role: true, emailVerifiedAt: true },
        });
        if (!user) throw new UsernameTaken();
        await tx.emailPreferences.createMany({ data: [{ userId: user.id }], skipDuplicates: true });
        const session = await startSession(tx, user.id, ctx.client.userAgent);
        if (inserted.length === 0) throw new AddressTaken(user.id);
        return { user, session };
      });
    } catch (error) {
      if (error instanceof AddressTaken) return { taken: true, owner: { id: error.ownerId } };
      if (!(error instanceof UsernameTaken) && !isUniqueViolation(error)) throw error;
    }
  }
  throw new Error('Could not find a free username');
}

/**
 * The signed-in user's password, checked before any account change. Wrong guesses count against
 * the account like failed logins, so a stolen session cannot be used to guess the password.
 */
export async function confirmPassword(ctx: Context, password: string, field = 'password'): Promise<{ id: number }> {
  const viewer = requireViewer(ctx);
  const key = `account:${viewer.id}`;
  const wait = await ctx.limits.passwordConfirm.blockedFor(key);
  if (wait) throw rateLimited(wait);
  const user = await ctx.prisma.user.findUniqueOrThrow({
    where: { id: viewer.id },
    select: { id: true, passwordHash: true },
  });
  if (!(await verifySecret(user.passwordHash, password))) {
    await ctx.limits.passwordConfirm.fail(key);
    throw problem(field, 'wrongPassword', 'The password is incorrect');
  }
  return user;
}

type Transaction = Parameters<Parameters<Context['prisma']['$transaction']>[0]>[0];

/**
 * Runs `change` (a demotion or deletion of `userId`) unless it would leave the site without an
 * administrator. The admin rows stay locked until it commits, so two administrators demoting
 * each other at the same moment cannot both succeed.
 */
export function unlessLastAdmin<T>(
  ctx: Context,
  userId: number,
  change: (tx: Transaction) => Promise<T>,
  refusal: { field: string; message: string },
): Promise<T> {
  return ctx.prisma.$transaction(async (tx) => {
    const admins = await tx.$queryRaw<
      { id: number }[]
    >`SELECT id FROM "User" WHERE role = 'ADMIN' ORDER BY id FOR UPDATE`;
    if (admins.length === 1 && admins[0]!.id === userId) throw problem(refusal.field, 'lastAdmin', refusal.message);
    return change(tx);
  });
}

/** Tells the user about a change to their account, in their language, when they asked for security mails. */
export function sendSecurityNotice(ctx: Context, userId: number, to: string, notice: SecurityNotice): void {
  ctx.tasks.run('security notice', async () => {
    const user = await ctx.prisma.user.findUnique({
      where: { id: userId },
      select: { locale: true, emailPreferences: true },
    });
    if (!user?.emailPreferences?.enabled || !user.emailPreferences.security) return;
    await ctx.mailer.send(securityNoticeMail({ email: to, locale: user.locale }, notice));
  });
}
