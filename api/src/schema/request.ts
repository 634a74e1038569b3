// Community review requests (spec: requests list and request page): what was proposed, against
// which snapshot, and how the vote stands.
import { builder } from '../builder.ts';
import { sameForEveryViewer } from '../live/same-for-every-viewer.ts';
import { parseGameSnapshot, snapshotTitle, type GameSnapshot, type VersionSnapshot } from '../domain/game-snapshot.ts';
import { fromCalendarDate } from '#shared/calendar-date';
import { approvalPercentage, daysRemaining, votingOpen } from '#shared/request-rules';
import { requestImage, voteTally } from '../requests/vote-tally.ts';
import { consoleList } from '../catalogue/console-list.ts';
import type { Context } from '../context.ts';
import { snapshotImage } from '../catalogue/snapshot-references.ts';
import { ConsoleNode } from './console.ts';
import { ImageNode } from './image.ts';
import { RegionEnum } from './version.ts';

export const RequestTypeEnum = builder.enumType('RequestType', { values: ['EDIT', 'DELETE'] as const });
export const RequestStatusEnum = builder.enumType('RequestStatus', {
  values: ['PENDING', 'APPROVED', 'REJECTED'] as const,
});
export const ModeratorActionEnum = builder.enumType('ModeratorAction', {
  values: ['FORCE_APPROVE', 'FORCE_REJECT', 'FORCE_EXPIRE'] as const,
});

// Images and consoles a snapshot names by id, batched per operation (snapshot-references.ts):
// a page of history entries or a proposal with many versions costs one statement per table. A
// request's own snapshot and proposal bring their images along with the request's figures
// (requests/vote-tally.ts), in the statement its page needs for the tally anyway.
const requestOfVersion = new WeakMap<VersionSnapshot, number>();

function withRequest(game: GameSnapshot, requestId: number): GameSnapshot {
  for (const version of game.versions) requestOfVersion.set(version, requestId);
  return game;
}

const imageField = (field: 'mediumImageId' | 'frontImageId' | 'backImageId', description?: string) => ({
  type: ImageNode,
  nullable: true as const,
  description,
  resolve: (version: VersionSnapshot, _args: object, ctx: Context) => {
    const id = version[field];
    if (!id) return null;
    const requestId = requestOfVersion.get(version);
    const readAlone = (imageId: number) => snapshotImage(ctx, imageId);
    return requestId === undefined ? readAlone(id) : requestImage(ctx, requestId, id, readAlone);
  },
});

export const ProposedVersionRef = builder.objectRef<VersionSnapshot>('ProposedVersion').implement({
  ...sameForEveryViewer,
  fields: (t) => ({
    versionId: t.int({ nullable: true, description: 'Null for a version the proposal adds.', resolve: (v) => v.id }),
    title: t.exposeString('title'),
    region: t.field({ type: RegionEnum, resolve: (v) => v.region }),
    country: t.exposeString('country', { nullable: true }),
    revision: t.exposeString('revision'),
    releaseDate: t.field({ type: 'Date', resolve: (v) => fromCalendarDate(v.releaseDate) }),
    developers: t.exposeStringList('developers'),
    publishers: t.exposeStringList('publishers'),
    mediumImage: t.field(imageField('mediumImageId', 'Null only if the image is gone.')),
    frontImage: t.field(imageField('frontImageId')),
    backImage: t.field(imageField('backImageId')),
    boxArtUrl: t.exposeString('boxArtUrl', { nullable: true }),
    barcode: t.exposeString('barcode', { nullable: true }),
  }),
});

const GameProposalRef = builder.objectRef<GameSnapshot>('GameProposal').implement({
  ...sameForEveryViewer,
  description: 'The game as it was (snapshot) or as proposed; versions keep their database id, new ones have none.',
  fields: (t) => ({
    title: t.exposeString('title'),
    console: t.field({
      type: ConsoleNode,
      nullable: true,
      description: 'Null if the console no longer exists.',
      // The console list is kept in memory (catalogue/console-list.ts): no statement.
      resolve: async (game, _args, ctx) => (await consoleList(ctx.db)).find((c) => c.id === game.consoleId) ?? null,
    }),
    versions: t.field({ type: [ProposedVersionRef], resolve: (game) => game.versions }),
  }),
});

export const RequestNode = builder.prismaNode('Request', {
  id: { field: 'id', ...sameForEveryViewer },
  select: { id: true, status: true, expiresAt: true, submitterId: true },
  fields: (t) => ({
    databaseId: t.exposeInt('id', sameForEveryViewer),
    type: t.expose('type', { type: RequestTypeEnum, ...sameForEveryViewer }),
    status: t.expose('status', { type: RequestStatusEnum, ...sameForEveryViewer }),
    game: t.relation('game', {
      ...sameForEveryViewer,
      nullable: true,
      description: 'Null once a delete request removed it.',
    }),
    gameTitle: t.string({
      ...sameForEveryViewer,
      description: 'From the snapshot, so a deleted game still has a name.',
      select: { baseSnapshot: true },
      resolve: (request) => snapshotTitle(request.baseSnapshot),
    }),
    submitter: t.relation('submitter', {
      ...sameForEveryViewer,
      nullable: true,
      description: 'Null once the submitter deleted their account.',
    }),
    reason: t.exposeString('reason', sameForEveryViewer),
    createdAt: t.expose('createdAt', { type: 'DateTime', ...sameForEveryViewer }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', ...sameForEveryViewer }),
    resolvedAt: t.expose('resolvedAt', { type: 'DateTime', nullable: true, ...sameForEveryViewer }),
    resolutionNote: t.exposeString('resolutionNote', {
      ...sameForEveryViewer,
      nullable: true,
      description: 'e.g. "conflict", "game deleted", "forced by a moderator".',
    }),
    resetCount: t.exposeInt('resetCount', sameForEveryViewer),
    daysRemaining: t.int({
      ...sameForEveryViewer,
      description: 'Whole days until expiry, rounded up; 0 once due or resolved.',
      resolve: (request) => (request.status === 'PENDING' ? daysRemaining(request.expiresAt) : 0),
    }),
    approvals: t.int({
      ...sameForEveryViewer,
      resolve: async (request, _args, ctx) => (await voteTally(ctx, request.id)).approvals,
    }),
    rejections: t.int({
      ...sameForEveryViewer,
      resolve: async (request, _args, ctx) => (await voteTally(ctx, request.id)).rejections,
    }),
    approvalPercentage: t.float({
      ...sameForEveryViewer,
      nullable: true,
      description: 'approvals / (approvals + rejections) x 100; null with no votes.',
      resolve: async (request, _args, ctx) => approvalPercentage(await voteTally(ctx, request.id)),
    }),
    votingOpen: t.boolean({ ...sameForEveryViewer, resolve: (request) => votingOpen(request) }),
    viewerCanVote: t.boolean({
      // Shared: the group key holds whether the viewer is the submitter (shared-execution.ts).
      ...sameForEveryViewer,
      description: 'Signed in, not the submitter, and voting open.',
      resolve: (request, _args, ctx) =>
        ctx.viewer !== null && ctx.viewer.id !== request.submitterId && votingOpen(request),
    }),
    snapshot: t.field({
      ...sameForEveryViewer,
      type: GameProposalRef,
      description: 'The game when the request was made.',
      select: { baseSnapshot: true },
      resolve: (request) => withRequest(parseGameSnapshot(request.baseSnapshot), request.id),
    }),
    proposal: t.field({
      ...sameForEveryViewer,
      type: GameProposalRef,
      nullable: true,
      description: 'The game as proposed; null for a delete request.',
      select: { proposedData: true },
      resolve: (request) =>
        request.proposedData === null ? null : withRequest(parseGameSnapshot(request.proposedData), request.id),
    }),
    actions: t.relation('actions', {
      ...sameForEveryViewer,
      description: 'Moderator actions, oldest first.',
      query: { orderBy: { id: 'asc' } },
    }),
  }),
});

builder.prismaNode('RequestAction', {
  ...sameForEveryViewer,
  id: { field: 'id' },
  fields: (t) => ({
    action: t.expose('action', { type: ModeratorActionEnum }),
    moderator: t.relation('moderator', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.prismaObjectField('Game', 'pendingRequests', (t) =>
  t.relationCount('requests', {
    description: 'How many requests about this game are pending.',
    where: { status: 'PENDING' },
  }),
);

builder.queryFields((t) => ({
  request: t.prismaField({
    type: 'Request',
    nullable: true,
    authScopes: { public: true },
    description: 'One request by its number (/request/{id}); null when there is none.',
    args: { databaseId: t.arg.int({ required: true }) },
    resolve: (query, _root, { databaseId }, ctx) =>
      ctx.prisma.request.findUnique({ ...query, where: { id: databaseId } }),
  }),
}));
