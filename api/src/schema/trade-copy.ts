// A copy offered for trade as others see it (issue 17): what it is and what is there, never what
// was paid or noted. A variant of CollectionItem, whose own node only its owner may read. The
// profile's trade list is section tradeList.
import { builder } from '../builder.ts';
import { LIMITS } from '#shared/rules';
import { canSeeSectionOf } from '../profiles/section-access.ts';
import { CopyConditionEnum } from './collection-item.ts';
import { UserNode } from './user.ts';

export const TradeCopyNode = builder.prismaNode('CollectionItem', {
  variant: 'TradeCopy',
  id: { field: 'id' },
  description: 'A copy its owner offers for trade.',
  // Through node(id:) too: only copies marked for trade, to those who may see the trade list.
  authScopes: async (item, ctx) => item.forTrade && (await canSeeSectionOf(ctx, item.userId, 'tradeList')),
  select: { userId: true, forTrade: true },
  fields: (t) => ({
    version: t.relation('version'),
    condition: t.expose('condition', { type: CopyConditionEnum, nullable: true }),
    hasBox: t.exposeBoolean('hasBox'),
    hasManual: t.exposeBoolean('hasManual'),
    hasMedium: t.exposeBoolean('hasMedium'),
  }),
});

builder.prismaObjectFields(UserNode, (t) => ({
  tradeList: t.prismaConnection({
    type: TradeCopyNode,
    cursor: 'id',
    nullable: true,
    description: 'Section tradeList: copies offered for trade, newest first; null when hidden from the viewer.',
    maxSize: LIMITS.pageSizeMax,
    defaultSize: 20,
    resolve: async (query, user, _args, ctx) => {
      const selection = { ...query };
      if (!(await canSeeSectionOf(ctx, user, 'tradeList'))) return null;
      return ctx.prisma.collectionItem.findMany({
        ...selection,
        where: { userId: user.id, forTrade: true },
        orderBy: { id: 'desc' },
      });
    },
  }),
}));
