// Matches between the viewer's want and trade lists and their friends' (issue 17), shown on
// /collection. Each list is one SQL statement (collection/trade-matches.ts).
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import { MATCH_LIST_MAX } from '#shared/want-rules';
import { friendsHavingWhatYouWant, friendsWantingWhatYouTrade, type TradeMatch } from '../collection/trade-matches.ts';
import { RegionEnum } from './version.ts';
import { UserNode } from './user.ts';

const TradeMatchRef = builder.objectRef<TradeMatch>('TradeMatch').implement({
  description: 'A friend and a version one of you wants and the other offers for trade.',
  fields: (t) => ({
    friendUsername: t.exposeString('friendUsername', { description: "Links to the friend's profile." }),
    friendDisplayName: t.exposeString('friendDisplayName', { nullable: true }),
    versionId: t.id({ resolve: (match) => encodeGlobalID('Version', String(match.versionId)) }),
    versionDatabaseId: t.int({ resolve: (match) => match.versionId }),
    gameDatabaseId: t.int({ resolve: (match) => match.gameId }),
    gameTitle: t.exposeString('gameTitle'),
    versionTitle: t.exposeString('versionTitle'),
    region: t.field({ type: RegionEnum, resolve: (match) => match.region as never }),
    console: t.exposeString('console'),
    copies: t.exposeInt('copies', { description: 'Copies offered for trade of the version.' }),
    maxPriceCents: t.exposeInt('maxPriceCents', {
      nullable: true,
      description: "The want-list entry's maximum price, in hundredths.",
    }),
    currency: t.exposeString('currency', { nullable: true }),
  }),
});

const ownerOnly = {
  nullable: true,
  authScopes: (user: { id: number }, _args: unknown, ctx: Context) => ctx.viewer?.id === user.id,
  unauthorizedResolver: () => null,
} as const;

builder.prismaObjectFields(UserNode, (t) => ({
  friendsHavingWhatYouWant: t.field({
    ...ownerOnly,
    type: [TradeMatchRef],
    description: `Friends' copies for trade of versions on this member's want list (at most ${MATCH_LIST_MAX}); owner only.`,
    resolve: (user, _args, ctx) => friendsHavingWhatYouWant(ctx.db, user.id),
  }),
  friendsWantingWhatYouTrade: t.field({
    ...ownerOnly,
    type: [TradeMatchRef],
    description: `Friends wanting versions this member offers for trade (at most ${MATCH_LIST_MAX}); owner only.`,
    resolve: (user, _args, ctx) => friendsWantingWhatYouTrade(ctx.db, user.id),
  }),
}));
