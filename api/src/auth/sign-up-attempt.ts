// A sign-up with an address that already has an account (issue 27, N10: it answered 3.6–4.3 ms
// sooner, because only a new account scheduled a mail). Now both schedule one background mail
// before answering: the new account its confirmation link, the existing account's owner a note
// that someone tried to sign up with their address. Both tasks start with the same look-up.
import type { Context } from '../context.ts';
import { signUpAttemptMail } from '../mail/account-mail.ts';

export function sendSignUpAttemptMail(ctx: Context, ownerId: number): void {
  ctx.tasks.run('sign-up attempt', async () => {
    // The same statement as the confirmation mail's first one (email-verification.ts).
    const user = await ctx.prisma.user.findUnique({
      where: { id: ownerId },
      select: { email: true, locale: true, emailVerifiedAt: true },
    });
    if (!user) return;
    await ctx.mailer.send(
      signUpAttemptMail({ email: user.email, locale: user.locale }, `${ctx.config.SITE_ORIGIN}/auth`),
    );
  });
}
