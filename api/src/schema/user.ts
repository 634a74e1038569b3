import { builder } from '../builder.ts';
import { sameForEveryViewer } from '../live/same-for-every-viewer.ts';
import type { Context } from '../context.ts';
import { ROLES } from '#shared/account-rules';
import { DEFAULT_EMAIL_DEFAULTS, LIMITS, type EmailDefaults } from '#shared/rules';
import { userText } from '#shared/input-check';
import { idleCutoff } from '../auth/sessions.ts';

export const RoleEnum = builder.enumType('Role', { values: ROLES });

// Private fields answer null (not an error) for anyone but their owner, so one User type serves
// both "me" and other people.
const ownerOnly = {
  nullable: true,
  authScopes: (user: { id: number }, _args: unknown, ctx: Context) => ctx.viewer?.id === user.id,
  unauthorizedResolver: () => null,
} as const;

const EmailPreferencesRef = builder.objectRef<EmailDefaults>('EmailPreferences').implement({
  description: 'Which notification mails the user wants; `enabled` is the master switch. All off by default.',
  fields: (t) => ({
    enabled: t.exposeBoolean('enabled'),
    collectionGameRequest: t.exposeBoolean('collectionGameRequest', {
      description: 'A game in my collection receives a request.',
    }),
    requestApproved: t.exposeBoolean('requestApproved', { description: 'My request was approved.' }),
    requestExpired: t.exposeBoolean('requestExpired', { description: 'My request expired (rejected or reset).' }),
    moderatorUpdates: t.exposeBoolean('moderatorUpdates', { description: 'A moderator acted on my request.' }),
    security: t.exposeBoolean('security', { description: 'My password or email address changed.' }),
    wantedForTrade: t.exposeBoolean('wantedForTrade', {
      description: 'A friend marked for trade a version on my want list.',
    }),
  }),
});

export const SessionNode = builder.prismaNode('Session', {
  id: { field: 'id' },
  // Also reachable through node(id:), so the type itself is its owner's only.
  authScopes: (session, ctx) => session.userId === ctx.viewer?.id,
  fields: (t) => ({
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    lastSeenAt: t.expose('lastSeenAt', { type: 'DateTime' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
    userAgent: t.exposeString('userAgent', { nullable: true }),
    current: t.boolean({
      description: 'The session this request came with.',
      resolve: (session, _args, ctx) => session.id === ctx.viewer?.sessionId,
    }),
  }),
});

export const UserNode = builder.prismaNode('User', {
  id: { field: 'id', ...sameForEveryViewer },
  // Only the columns the asked fields need: the password and security-answer hashes are never
  // loaded here, only by the code that verifies them (auth/accounts.ts, password-reset).
  select: { id: true },
  fields: (t) => ({
    databaseId: t.exposeInt('id', sameForEveryViewer),
    username: t.exposeString('username', sameForEveryViewer),
    displayName: t.exposeString('displayName', { nullable: true, ...sameForEveryViewer }),
    role: t.expose('role', { type: RoleEnum, ...sameForEveryViewer }),
    trustScore: t.exposeInt('trustScore', sameForEveryViewer),
    joinedAt: t.expose('joinedAt', { type: 'DateTime', ...sameForEveryViewer }),
    email: t.exposeString('email', {
      ...ownerOnly,
      description: 'Only the user and administrators see it.',
      authScopes: (user, _args, ctx) => ctx.viewer?.id === user.id || ctx.viewer?.role === 'ADMIN',
    }),
    securityQuestion: t.exposeString('securityQuestion', {
      ...ownerOnly,
      description: 'The question only; the answer is stored hashed.',
    }),
    emailPreferences: t.field({
      ...ownerOnly,
      type: EmailPreferencesRef,
      select: { emailPreferences: true },
      resolve: (user) => ({ ...DEFAULT_EMAIL_DEFAULTS, ...user.emailPreferences }),
    }),
    sessions: t.relation('sessions', {
      ...ownerOnly,
      description: 'Live sessions, most recently used first.',
      query: () => {
        const now = new Date();
        return {
          where: { expiresAt: { gt: now }, lastSeenAt: { gt: idleCutoff(now) } },
          orderBy: [{ lastSeenAt: 'desc' }, { id: 'desc' }],
        };
      },
    }),
  }),
});

const SESSION_COLUMNS = new Set(['id', 'username', 'role']);

/** Whether a User selection asks only for columns the viewer's session row holds. */
function answeredBySession(selection: { select?: object; include?: object }): boolean {
  return (
    !!selection.select && !selection.include && Object.keys(selection.select).every((key) => SESSION_COLUMNS.has(key))
  );
}

builder.queryFields((t) => ({
  viewer: t.prismaField({
    type: 'User',
    nullable: true,
    authScopes: { public: true },
    description: 'The signed-in user, or null for a visitor.',
    resolve: (query, _root, _args, ctx) => {
      // Spread for visitors too: the prisma plugin reports a query it never sees used.
      const selection = { ...query };
      if (!ctx.viewer) return null;
      // The session lookup already read these columns: a screen that only needs to know who is
      // signed in (its id, name or role) costs no second statement.
      if (answeredBySession(selection)) {
        const { id, username, role } = ctx.viewer;
        return { id, username, role } as never;
      }
      return ctx.prisma.user.findUnique({ ...selection, where: { id: ctx.viewer.id } });
    },
  }),
  users: t.prismaConnection({
    type: 'User',
    cursor: 'id',
    authScopes: { admin: true },
    maxSize: LIMITS.pageSizeMax,
    defaultSize: 50,
    description: 'Every account, oldest first; `search` matches username or email. Administrators only.',
    args: { search: t.arg.string() },
    resolve: (query, _root, args, ctx) => {
      const search = userText()
        .parse(args.search ?? '')
        .toLowerCase()
        .slice(0, LIMITS.searchQueryMax);
      return ctx.prisma.user.findMany({
        ...query,
        where: search ? { OR: [{ usernameKey: { contains: search } }, { email: { contains: search } }] } : {},
        orderBy: { id: 'asc' },
      });
    },
  }),
}));
