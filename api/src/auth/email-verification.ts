// Confirming a member's email address (finding 5 of issue 14): a single-use, expiring link by
// mail. Until it is opened the member keeps a collection but does not vote, comment or submit
// requests, so a vote needs a real inbox behind it. Accounts older than the rule were marked
// verified by the migration that added it (and demo users are seeded verified).
import { EMAIL_VERIFICATION } from '#shared/account-rules';
import { requireViewer, type Context } from '../context.ts';
import { emailVerificationMail } from '../mail/account-mail.ts';
import { hashToken } from './session-cookie.ts';
import { newToken } from './sessions.ts';

/** Expected refusal: the viewer's email address is not confirmed yet. */
export class EmailNotVerifiedError extends Error {
  constructor() {
    super('Confirm your email address first: open the link we mailed you, or ask for a new one');
    this.name = 'EmailNotVerifiedError';
  }
}

/** For mutations that count as one person's voice (votes, comments, requests). */
export function requireVerifiedEmail(ctx: Context): void {
  if (!requireViewer(ctx).emailVerified) throw new EmailNotVerifiedError();
}

/**
 * Stores a new link for the user and mails it in their language, after the response (a slow
 * SMTP server must not hold up signing up). Earlier links stay valid until they expire.
 */
export function sendVerificationMail(ctx: Context, userId: number): void {
  ctx.tasks.run('email verification', async () => {
    const user = await ctx.prisma.user.findUnique({
      where: { id: userId },
      select: { email: true, locale: true, emailVerifiedAt: true },
    });
    if (!user || user.emailVerifiedAt) return;
    const token = newToken();
    await ctx.prisma.emailVerification.create({
      data: {
        userId,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + EMAIL_VERIFICATION.validHours * 60 * 60_000),
      },
    });
    await ctx.mailer.send(
      emailVerificationMail(
        { email: user.email, locale: user.locale },
        `${ctx.config.SITE_ORIGIN}/verify-email?token=${encodeURIComponent(token)}`,
      ),
    );
  });
}

/**
 * Marks the address behind a link verified and spends every link of that user; the id of the
 * user, or null when the link is unknown, used or expired. The claim is one conditional update,
 * so two clicks on one link cannot both count.
 */
export async function confirmEmail(ctx: Context, token: string, now = new Date()): Promise<number | null> {
  return ctx.prisma.$transaction(async (tx) => {
    const link = await tx.emailVerification.findFirst({
      where: { tokenHash: hashToken(token), usedAt: null, expiresAt: { gt: now } },
      select: { id: true, userId: true },
    });
    if (!link) return null;
    const claimed = await tx.emailVerification.updateMany({
      where: { id: link.id, usedAt: null },
      data: { usedAt: now },
    });
    if (claimed.count === 0) return null;
    await tx.emailVerification.updateMany({ where: { userId: link.userId, usedAt: null }, data: { usedAt: now } });
    await tx.user.updateMany({ where: { id: link.userId, emailVerifiedAt: null }, data: { emailVerifiedAt: now } });
    return link.userId;
  });
}
