// Administrators' tools: roles and the mail outbox.
import { builder } from '../builder.ts';
import { InputError, rowId, problem } from '../domain/validation.ts';
import { LIMITS } from '#shared/rules';
import { unlessLastAdmin } from '../auth/accounts.ts';
import { publishAccessEnded } from '../pubsub.ts';
import { RoleEnum, UserNode } from './user.ts';

builder.prismaNode('EmailOutbox', {
  name: 'OutboxMail',
  id: { field: 'id' },
  // Also reachable through node(id:), and mails hold password-reset links.
  authScopes: { admin: true },
  fields: (t) => ({
    kind: t.exposeString('kind'),
    to: t.exposeString('to'),
    subject: t.exposeString('subject'),
    text: t.exposeString('text'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    sentAt: t.expose('sentAt', {
      type: 'DateTime',
      nullable: true,
      description: 'Null when only in the outbox (no SMTP_URL).',
    }),
  }),
});

const SetUserRoleInput = builder.inputType('SetUserRoleInput', {
  fields: (t) => ({
    userId: t.globalID({ required: true, for: UserNode }),
    role: t.field({ type: RoleEnum, required: true }),
  }),
});

builder.queryFields((t) => ({
  emailOutbox: t.prismaConnection({
    type: 'EmailOutbox',
    cursor: 'id',
    authScopes: { admin: true },
    maxSize: LIMITS.pageSizeMax,
    defaultSize: 25,
    description: 'Every mail the site wrote, newest first. Administrators only.',
    resolve: (query, _root, _args, ctx) => ctx.prisma.emailOutbox.findMany({ ...query, orderBy: { id: 'desc' } }),
  }),
}));

builder.mutationFields((t) => ({
  setUserRole: t.prismaField({
    type: 'User',
    authScopes: { admin: true },
    description: 'Makes a user a USER, MODERATOR or ADMIN. The last administrator cannot be demoted.',
    errors: { types: [InputError] },
    args: { input: t.arg({ type: SetUserRoleInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const userId = rowId(input.userId.id);
      const exists =
        userId !== null && (await ctx.prisma.user.findUnique({ where: { id: userId }, select: { id: true } }));
      if (!exists) throw problem('userId', 'notFound', 'There is no such user');
      const update = (tx: Pick<typeof ctx.prisma, 'user'>) =>
        tx.user.update({ ...query, where: { id: userId }, data: { role: input.role } });
      const user = await (input.role === 'ADMIN'
        ? update(ctx.prisma)
        : unlessLastAdmin(ctx, userId, update, {
            field: 'role',
            message: 'The site needs at least one administrator',
          }));
      // What their open subscriptions were authorised for may no longer hold.
      publishAccessEnded(ctx.pubsub, { userId });
      return user;
    },
  }),
}));
