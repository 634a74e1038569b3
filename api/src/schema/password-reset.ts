// Forgotten passwords: a single-use, one-hour link by mail, then a new password (and the
// security answer when the account has one). Asking never reveals whether an account exists.
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import { InputError, parseInput, problem } from '../domain/validation.ts';
import { normaliseSecurityAnswer, PASSWORD_RESET } from '#shared/account-rules';
import { requestPasswordResetInput, resetPasswordInput } from '#shared/account-input';
import { hashToken } from '../auth/session-cookie.ts';
import { newToken } from '../auth/sessions.ts';
import { hashSecret, verifySecret } from '../auth/password.ts';
import { rateLimited, sendSecurityNotice } from '../auth/accounts.ts';
import { publishAccessEnded } from '../pubsub.ts';
import { passwordResetMail } from '../mail/account-mail.ts';

const RequestPasswordResetInput = builder.inputType('RequestPasswordResetInput', {
  fields: (t) => ({ email: t.string({ required: true }) }),
});

const ResetPasswordInput = builder.inputType('ResetPasswordInput', {
  fields: (t) => ({
    token: t.string({ required: true }),
    password: t.string({ required: true }),
    passwordConfirmation: t.string({ required: true }),
    securityAnswer: t.string({ description: 'Required when the account has a security question.' }),
  }),
});

const PasswordResetRequested = builder.objectRef<{ validMinutes: number }>('PasswordResetRequested').implement({
  description: 'The same answer whether or not an account uses the address: a link was mailed if one does.',
  fields: (t) => ({ validMinutes: t.exposeInt('validMinutes') }),
});

const PasswordResetLink = builder.objectRef<{ securityQuestion: string | null }>('PasswordResetLink').implement({
  description: 'A reset link that can still be used.',
  fields: (t) => ({
    securityQuestion: t.exposeString('securityQuestion', {
      nullable: true,
      description: 'Asked on the reset form when set.',
    }),
  }),
});

/** The unused, unexpired reset behind a link's token, or null. */
function findUsableReset(ctx: Context, token: string) {
  return ctx.prisma.passwordReset.findFirst({
    where: { tokenHash: hashToken(token), usedAt: null, expiresAt: { gt: new Date() } },
    select: {
      id: true,
      userId: true,
      user: { select: { email: true, securityQuestion: true, securityAnswerHash: true } },
    },
  });
}

const invalidLink = () => problem('token', 'invalidToken', 'This reset link is invalid or has expired');

builder.queryFields((t) => ({
  passwordResetLink: t.field({
    type: PasswordResetLink,
    nullable: true,
    authScopes: { public: true },
    description: 'What the reset form needs to know about a link; null when it is invalid, used or expired.',
    args: { token: t.arg.string({ required: true }) },
    resolve: async (_root, { token }, ctx) => {
      if (token.length > 200) return null;
      const reset = await findUsableReset(ctx, token);
      return reset ? { securityQuestion: reset.user.securityQuestion } : null;
    },
  }),
}));

builder.mutationFields((t) => ({
  requestPasswordReset: t.field({
    type: PasswordResetRequested,
    authScopes: { public: true },
    description: 'Mails a reset link when an account uses the address. Answers identically either way.',
    errors: { types: [InputError] },
    args: { input: t.arg({ type: RequestPasswordResetInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const { email } = parseInput(requestPasswordResetInput, input);
      // Counted for any address, existing or not, so the limit itself tells nothing.
      const wait = Math.max(
        await ctx.limits.resetRequestIp.blockedFor(ctx.client.ip),
        await ctx.limits.resetRequestEmail.blockedFor(email),
      );
      if (wait) throw rateLimited(wait);
      await Promise.all([ctx.limits.resetRequestIp.fail(ctx.client.ip), ctx.limits.resetRequestEmail.fail(email)]);
      // Looking the account up, storing the token and mailing all happen after the response, so
      // neither its content nor its timing depends on whether the account exists.
      ctx.tasks.run('password reset', async () => {
        const user = await ctx.prisma.user.findUnique({ where: { email }, select: { id: true, locale: true } });
        if (!user) return;
        const token = newToken();
        await ctx.prisma.passwordReset.create({
          data: {
            userId: user.id,
            tokenHash: hashToken(token),
            expiresAt: new Date(Date.now() + PASSWORD_RESET.validMinutes * 60_000),
          },
        });
        await ctx.mailer.send(
          passwordResetMail({ email, locale: user.locale }, `${ctx.config.SITE_ORIGIN}/reset-password?token=${token}`),
        );
      });
      return { validMinutes: PASSWORD_RESET.validMinutes };
    },
  }),

  resetPassword: t.boolean({
    authScopes: { public: true },
    description: 'Sets a new password from a reset link. Every session of the account ends.',
    errors: { types: [InputError] },
    args: { input: t.arg({ type: ResetPasswordInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const values = parseInput(resetPasswordInput, input);
      const reset = await findUsableReset(ctx, values.token);
      if (!reset || !reset.user.securityAnswerHash) {
        // Every path verifies one hash (a decoy without a question), so the time an answer takes
        // tells nothing about the link or its account.
        await verifySecret(null, values.securityAnswer ?? '');
        if (!reset) throw invalidLink();
      } else {
        const key = `reset:${reset.id}`;
        const wait = await ctx.limits.resetAnswer.blockedFor(key);
        if (wait) throw rateLimited(wait);
        if (!values.securityAnswer?.trim()) throw problem('securityAnswer', 'required', 'Security answer is required');
        if (!(await verifySecret(reset.user.securityAnswerHash, normaliseSecurityAnswer(values.securityAnswer)))) {
          await ctx.limits.resetAnswer.fail(key);
          throw problem('securityAnswer', 'wrongSecurityAnswer', 'The security answer is incorrect');
        }
      }
      const passwordHash = await hashSecret(values.password);
      const now = new Date();
      const used = await ctx.prisma.$transaction(async (tx) => {
        // Claiming the link inside the transaction: two submissions of one link cannot both win.
        const claimed = await tx.passwordReset.updateMany({
          where: { id: reset.id, usedAt: null },
          data: { usedAt: now },
        });
        if (claimed.count === 0) return false;
        await tx.passwordReset.updateMany({ where: { userId: reset.userId, usedAt: null }, data: { usedAt: now } });
        await tx.user.update({ where: { id: reset.userId }, data: { passwordHash }, select: { id: true } });
        await tx.session.deleteMany({ where: { userId: reset.userId } });
        return true;
      });
      if (!used) throw invalidLink();
      publishAccessEnded(ctx.pubsub, { userId: reset.userId });
      sendSecurityNotice(ctx, reset.userId, reset.user.email, (texts) => texts.passwordWasReset());
      return true;
    },
  }),
}));
