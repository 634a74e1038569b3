// The four account changes of /change-info (spec section 5), account deletion and mail
// preferences. Each change leaves the account exactly as it was when any rule fails.
import { builder } from '../builder.ts';
import { requireSession, requireViewer } from '../context.ts';
import { publishAccessEnded } from '../pubsub.ts';
import { InputError, parseInput, problem } from '../domain/validation.ts';
import { normaliseSecurityAnswer } from '#shared/account-rules';
import {
  changeEmailInput,
  changeNameInput,
  changePasswordInput,
  changeSecurityQuestionInput,
  deleteAccountInput,
} from '#shared/account-input';
import { hashSecret } from '../auth/password.ts';
import { clearedSessionCookie } from '../auth/sessions.ts';
import { confirmPassword, isUniqueViolation, sendSecurityNotice, unlessLastAdmin } from '../auth/accounts.ts';
import { sendVerificationMail } from '../auth/email-verification.ts';

const ChangePasswordInput = builder.inputType('ChangePasswordInput', {
  fields: (t) => ({
    currentPassword: t.string({ required: true }),
    newPassword: t.string({ required: true }),
    confirmation: t.string({ required: true }),
  }),
});

const ChangeEmailInput = builder.inputType('ChangeEmailInput', {
  fields: (t) => ({
    currentEmail: t.string({ required: true }),
    newEmail: t.string({ required: true }),
    password: t.string({ required: true }),
  }),
});

const ChangeNameInput = builder.inputType('ChangeNameInput', {
  fields: (t) => ({
    password: t.string({ required: true }),
    username: t.string({ description: 'New username; blank keeps the current one.' }),
    displayName: t.string({ description: 'New display name; blank keeps the current one.' }),
  }),
});

const ChangeSecurityQuestionInput = builder.inputType('ChangeSecurityQuestionInput', {
  fields: (t) => ({ question: t.string({ required: true }), answer: t.string({ required: true }) }),
});

const DeleteAccountInput = builder.inputType('DeleteAccountInput', {
  fields: (t) => ({ password: t.string({ required: true }) }),
});

const EmailPreferencesInput = builder.inputType('EmailPreferencesInput', {
  fields: (t) => ({
    enabled: t.boolean({ required: true }),
    collectionGameRequest: t.boolean({ required: true }),
    requestApproved: t.boolean({ required: true }),
    requestExpired: t.boolean({ required: true }),
    moderatorUpdates: t.boolean({ required: true }),
    security: t.boolean({ required: true }),
    wantedForTrade: t.boolean({ description: 'Left as it is when not given (older clients do not know it).' }),
  }),
});

const AccountDeleted = builder.objectRef<{ username: string }>('AccountDeleted').implement({
  fields: (t) => ({ username: t.exposeString('username') }),
});

const accountChange = { authScopes: { loggedIn: true }, errors: { types: [InputError] } };

builder.mutationFields((t) => ({
  changePassword: t.prismaField({
    ...accountChange,
    type: 'User',
    description: 'Needs the current password. Every other session of the account ends.',
    args: { input: t.arg({ type: ChangePasswordInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const values = parseInput(changePasswordInput, input);
      const viewer = requireViewer(ctx);
      await confirmPassword(ctx, values.currentPassword, 'currentPassword');
      const sessionId = requireSession(viewer);
      const passwordHash = await hashSecret(values.newPassword);
      const [, , user] = await ctx.prisma.$transaction([
        ctx.prisma.user.update({ where: { id: viewer.id }, data: { passwordHash }, select: { id: true } }),
        ctx.prisma.session.deleteMany({ where: { userId: viewer.id, id: { not: sessionId } } }),
        ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: viewer.id } }),
      ]);
      publishAccessEnded(ctx.pubsub, { userId: viewer.id, exceptSessionId: sessionId });
      const { email } = await ctx.prisma.user.findUniqueOrThrow({ where: { id: viewer.id }, select: { email: true } });
      sendSecurityNotice(ctx, viewer.id, email, (texts) => texts.passwordChanged());
      return user;
    },
  }),

  changeEmail: t.prismaField({
    ...accountChange,
    type: 'User',
    description: 'Needs the current email and the password.',
    args: { input: t.arg({ type: ChangeEmailInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const values = parseInput(changeEmailInput, input);
      const viewer = requireViewer(ctx);
      await confirmPassword(ctx, values.password);
      const { email: oldEmail } = await ctx.prisma.user.findUniqueOrThrow({
        where: { id: viewer.id },
        select: { email: true },
      });
      if (values.currentEmail !== oldEmail)
        throw problem('currentEmail', 'currentEmailMismatch', 'This is not the email address of your account');
      try {
        // A confirmed address is confirmed for that address only: the new one is confirmed afresh,
        // and links mailed to the old one no longer count.
        const [, user] = await ctx.prisma.$transaction([
          ctx.prisma.emailVerification.updateMany({
            where: { userId: viewer.id, usedAt: null },
            data: { usedAt: new Date() },
          }),
          ctx.prisma.user.update({
            ...query,
            where: { id: viewer.id },
            data: { email: values.newEmail, emailVerifiedAt: null },
          }),
        ]);
        sendSecurityNotice(ctx, viewer.id, oldEmail, (texts) => texts.emailChanged({ newEmail: values.newEmail }));
        sendVerificationMail(ctx, viewer.id);
        return user;
      } catch (error) {
        if (isUniqueViolation(error)) throw problem('newEmail', 'emailInUse', 'This email address is already in use');
        throw error;
      }
    },
  }),

  changeName: t.prismaField({
    ...accountChange,
    type: 'User',
    description: 'Changes the username, the display name or both; needs the password.',
    args: { input: t.arg({ type: ChangeNameInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const values = parseInput(changeNameInput, input);
      await confirmPassword(ctx, values.password);
      const data = {
        ...(values.username !== undefined && { username: values.username, usernameKey: values.username.toLowerCase() }),
        ...(values.displayName !== undefined && { displayName: values.displayName }),
      };
      try {
        return await ctx.prisma.user.update({ ...query, where: { id: requireViewer(ctx).id }, data });
      } catch (error) {
        if (isUniqueViolation(error)) throw problem('username', 'usernameTaken', 'This username is already taken');
        throw error;
      }
    },
  }),

  changeSecurityQuestion: t.prismaField({
    ...accountChange,
    type: 'User',
    description: 'Sets the question asked when resetting a forgotten password, and its answer.',
    args: { input: t.arg({ type: ChangeSecurityQuestionInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const values = parseInput(changeSecurityQuestionInput, input);
      const securityAnswerHash = await hashSecret(normaliseSecurityAnswer(values.answer));
      const userId = requireViewer(ctx).id;
      const user = await ctx.prisma.user.update({
        ...query,
        where: { id: userId },
        data: { securityQuestion: values.question, securityAnswerHash },
      });
      // The spec asks no password here, so the owner hears of it: the answer guards password resets.
      const { email } = await ctx.prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true } });
      sendSecurityNotice(ctx, userId, email, (texts) => texts.securityQuestionChanged());
      return user;
    },
  }),

  updateEmailPreferences: t.prismaField({
    type: 'User',
    authScopes: { loggedIn: true },
    description: 'Stores which notification mails the user wants.',
    errors: {},
    args: { input: t.arg({ type: EmailPreferencesInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const userId = requireViewer(ctx).id;
      const { wantedForTrade, ...required } = input;
      const values = { ...required, ...(wantedForTrade != null && { wantedForTrade }) };
      await ctx.prisma.emailPreferences.upsert({ where: { userId }, create: { userId, ...values }, update: values });
      return ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: userId } });
    },
  }),

  deleteAccount: t.field({
    ...accountChange,
    type: AccountDeleted,
    description:
      'Deletes the account at once and for good: collection, votes, friendships and sessions go; requests and comments stay, by "deleted user".',
    args: { input: t.arg({ type: DeleteAccountInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const values = parseInput(deleteAccountInput, input);
      const viewer = requireViewer(ctx);
      await confirmPassword(ctx, values.password);
      // Foreign keys do the rest: cascades for what goes, SET NULL for what stays (schema.prisma).
      await unlessLastAdmin(ctx, viewer.id, (tx) => tx.user.delete({ where: { id: viewer.id } }), {
        field: 'input',
        message: 'You are the only administrator: make someone else an administrator first',
      });
      publishAccessEnded(ctx.pubsub, { userId: viewer.id });
      ctx.setCookie(clearedSessionCookie(ctx.client.secure));
      ctx.viewer = null;
      return { username: viewer.username };
    },
  }),
}));
