// Confirming a member's email address: the link mailed at sign-up (or again on request) and
// the refusal the mutations that need it answer (castVote, addComment, submit*Request).
import { builder } from '../builder.ts';
import { requireViewer } from '../context.ts';
import { InputError, parseInput, problem } from '../domain/validation.ts';
import { EMAIL_VERIFICATION } from '#shared/account-rules';
import { verifyEmailInput } from '#shared/account-input';
import { rateLimited } from '../auth/accounts.ts';
import { confirmEmail, EmailNotVerifiedError, sendVerificationMail } from '../auth/email-verification.ts';
import { ErrorInterface } from './errors.ts';

builder.objectType(EmailNotVerifiedError, {
  name: 'EmailNotVerifiedError',
  interfaces: [ErrorInterface],
  description:
    'The viewer has not confirmed their email address yet: open the mailed link (resendVerificationEmail sends a new one).',
  fields: () => ({}),
});

builder.prismaObjectFields('User', (t) => ({
  emailVerified: t.boolean({
    nullable: true,
    description:
      'Whether the user confirmed their email address (needed to vote, comment and submit requests); only the user sees it.',
    select: { emailVerifiedAt: true },
    authScopes: (user, _args, ctx) => ctx.viewer?.id === user.id,
    unauthorizedResolver: () => null,
    resolve: (user) => user.emailVerifiedAt !== null,
  }),
}));

const VerifyEmailInput = builder.inputType('VerifyEmailInput', {
  fields: (t) => ({ token: t.string({ required: true, description: 'The token of the mailed link.' }) }),
});

const VerificationMailSent = builder.objectRef<{ validHours: number }>('VerificationMailSent').implement({
  description: 'A new link is on its way (none when the address is already confirmed).',
  fields: (t) => ({ validHours: t.exposeInt('validHours') }),
});

builder.mutationFields((t) => ({
  verifyEmail: t.prismaField({
    type: 'User',
    authScopes: { public: true },
    description: `Confirms the address a link was mailed to. A link works once, for ${EMAIL_VERIFICATION.validHours} hours; the link is the proof, so no sign-in is needed.`,
    errors: { types: [InputError] },
    args: { input: t.arg({ type: VerifyEmailInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const { token } = parseInput(verifyEmailInput, input);
      const userId = await confirmEmail(ctx, token);
      if (userId === null)
        throw problem('token', 'invalidVerificationLink', 'This verification link is invalid, used or expired');
      if (ctx.viewer?.id === userId) ctx.viewer.emailVerified = true;
      return ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: userId } });
    },
  }),

  resendVerificationEmail: t.field({
    type: VerificationMailSent,
    authScopes: { loggedIn: true },
    description: `Mails the signed-in member a new verification link; at most ${EMAIL_VERIFICATION.resendsPerHour} an hour (then 429 with Retry-After).`,
    errors: {},
    resolve: async (_root, _args, ctx) => {
      const viewer = requireViewer(ctx);
      if (!viewer.emailVerified) {
        const key = `account:${viewer.id}`;
        const wait = await ctx.limits.verificationMails.blockedFor(key);
        if (wait) throw rateLimited(wait);
        await ctx.limits.verificationMails.fail(key);
        sendVerificationMail(ctx, viewer.id);
      }
      return { validHours: EMAIL_VERIFICATION.validHours };
    },
  }),
}));
