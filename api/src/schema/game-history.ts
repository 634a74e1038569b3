// A game's history (spec extension, issue 17): every applied change, newest first, as nodes.
// Deleted games keep theirs; only moderators read it then.
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import { parseGameChanges, type VersionChange } from '../domain/game-changes.ts';
import { snapshotConsole } from '../catalogue/snapshot-references.ts';
import { ConsoleNode } from './console.ts';
import { ProposedVersionRef } from './request.ts';

const isModerator = (ctx: Context) => ctx.viewer?.role === 'MODERATOR' || ctx.viewer?.role === 'ADMIN';
const NEWEST_FIRST = [{ createdAt: 'desc' }, { id: 'desc' }] as const;

const GameHistoryKindEnum = builder.enumType('GameHistoryKind', { values: ['CREATED', 'EDITED', 'DELETED'] as const });
const VersionChangeKindEnum = builder.enumType('VersionChangeKind', {
  values: { ADDED: { value: 'added' }, REMOVED: { value: 'removed' }, CHANGED: { value: 'changed' } } as const,
});

const TitleChangeRef = builder.objectRef<{ before: string | null; after: string | null }>('TitleChange').implement({
  description: 'Null on the side where the game did not exist.',
  fields: (t) => ({
    before: t.exposeString('before', { nullable: true }),
    after: t.exposeString('after', { nullable: true }),
  }),
});

const consoleById = (id: number | null, ctx: Context) => (id === null ? null : snapshotConsole(ctx, id));

const ConsoleChangeRef = builder.objectRef<{ before: number | null; after: number | null }>('ConsoleChange').implement({
  description: 'Null on the side where the game did not exist, or for a console since removed.',
  fields: (t) => ({
    before: t.field({ type: ConsoleNode, nullable: true, resolve: (c, _a, ctx) => consoleById(c.before, ctx) }),
    after: t.field({ type: ConsoleNode, nullable: true, resolve: (c, _a, ctx) => consoleById(c.after, ctx) }),
  }),
});

const VersionHistoryChangeRef = builder.objectRef<VersionChange>('VersionHistoryChange').implement({
  description:
    'One version the change added, removed or changed; both sides whole, `changedFields` names what differs.',
  fields: (t) => ({
    versionId: t.exposeInt('id'),
    kind: t.field({ type: VersionChangeKindEnum, resolve: (change) => change.kind }),
    before: t.field({ type: ProposedVersionRef, nullable: true, resolve: (change) => change.before }),
    after: t.field({ type: ProposedVersionRef, nullable: true, resolve: (change) => change.after }),
    changedFields: t.stringList({
      description: 'Snapshot field names (title, region, ..., mediumImageId) that differ.',
      resolve: (change) => change.fields,
    }),
  }),
});

export const GameHistoryEntryNode = builder.prismaNode('GameHistoryEntry', {
  id: { field: 'id' },
  select: { id: true, liveGameId: true, changes: true },
  // Also reachable through node(id:): a deleted game's entries are for moderators only.
  authScopes: (entry, ctx) => entry.liveGameId !== null || isModerator(ctx),
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    kind: t.expose('kind', { type: GameHistoryKindEnum }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    gameDatabaseId: t.exposeInt('gameId', { description: 'Kept after the game is deleted.' }),
    gameTitle: t.exposeString('gameTitle', { description: 'After the change; before it, for a deletion.' }),
    game: t.relation('game', { nullable: true, description: 'Null once the game is deleted.' }),
    request: t.relation('request', {
      nullable: true,
      description: 'The request that made the change; none for an added game.',
    }),
    proposer: t.relation('proposer', { nullable: true, description: 'Who added the game or submitted the request.' }),
    moderator: t.relation('moderator', { nullable: true, description: 'The moderator who forced it through, if any.' }),
    titleChange: t.field({
      type: TitleChangeRef,
      nullable: true,
      resolve: (entry) => parseGameChanges(entry.changes).game.title ?? null,
    }),
    consoleChange: t.field({
      type: ConsoleChangeRef,
      nullable: true,
      resolve: (entry) => parseGameChanges(entry.changes).game.consoleId ?? null,
    }),
    versionChanges: t.field({
      type: [VersionHistoryChangeRef],
      resolve: (entry) => parseGameChanges(entry.changes).versions,
    }),
  }),
});

/**
 * Entries per page: each carries whole versions before and after, so a page weighs far more than a
 * list row; the cost of a page counts what the server actually returns, not what was asked.
 */
const HISTORY_PAGE_MAX = 25;
const historyPageCost = (args: { first?: number | null }) => ({
  field: 1,
  multiplier: Math.max(1, Math.min(args.first ?? 20, HISTORY_PAGE_MAX)),
});

builder.prismaObjectField('Game', 'history', (t) =>
  t.relatedConnection('history', {
    cursor: 'createdAt_id',
    maxSize: HISTORY_PAGE_MAX,
    defaultSize: 20,
    complexity: historyPageCost,
    description: 'Every change applied to the game, newest first.',
    query: { orderBy: [...NEWEST_FIRST] },
  }),
);

builder.queryFields((t) => ({
  gameHistory: t.prismaConnection({
    type: 'GameHistoryEntry',
    cursor: 'createdAt_id',
    authScopes: { public: true },
    maxSize: HISTORY_PAGE_MAX,
    defaultSize: 20,
    complexity: historyPageCost,
    description:
      "A game's history by its number, newest first; for a deleted game only moderators get entries (others an empty list).",
    args: { gameDatabaseId: t.arg.int({ required: true }) },
    resolve: (query, _root, { gameDatabaseId }, ctx) =>
      ctx.prisma.gameHistoryEntry.findMany({
        ...query,
        where: isModerator(ctx) ? { gameId: gameDatabaseId } : { liveGameId: gameDatabaseId },
        orderBy: [...NEWEST_FIRST],
      }),
  }),
}));
