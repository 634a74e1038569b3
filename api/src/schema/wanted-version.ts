// A version on a member's want list (issue 17): the node, the viewer's entry on each Version, and
// the want list on a profile (section wantList: shown to whoever may see that section).
import { builder } from '../builder.ts';
import { LIMITS } from '#shared/rules';
import { canSeeSectionOf } from '../profiles/section-access.ts';
import { UserNode } from './user.ts';

export const WantedVersionNode = builder.prismaNode('WantedVersion', {
  id: { field: 'id' },
  description: 'A version on a want list, with the most its member would pay.',
  // Through node(id:) too: only those who may see the owner's want-list section.
  authScopes: (want, ctx) => canSeeSectionOf(ctx, want.userId, 'wantList'),
  select: { userId: true },
  fields: (t) => ({
    version: t.relation('version'),
    maxPriceCents: t.exposeInt('maxPriceCents', { nullable: true, description: "In the currency's hundredths." }),
    currency: t.exposeString('currency', { nullable: true, description: 'ISO 4217 code.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.prismaObjectField('Version', 'viewerWants', (t) =>
  t.relation('wantedBy', {
    description: "The signed-in user's want-list entry for this version (none or one); empty for visitors.",
    // A filtered relation is joined into the version's own statement: no query per version.
    query: (_args, ctx) => ({ where: { userId: ctx.viewer?.id ?? 0 } }),
  }),
);

builder.prismaObjectFields(UserNode, (t) => ({
  wantList: t.prismaConnection({
    type: 'WantedVersion',
    cursor: 'id',
    nullable: true,
    description: 'Section wantList: the versions this member wants, newest first; null when hidden from the viewer.',
    maxSize: LIMITS.pageSizeMax,
    defaultSize: 20,
    resolve: async (query, user, _args, ctx) => {
      const selection = { ...query };
      if (!(await canSeeSectionOf(ctx, user, 'wantList'))) return null;
      return ctx.prisma.wantedVersion.findMany({ ...selection, where: { userId: user.id }, orderBy: { id: 'desc' } });
    },
  }),
}));
