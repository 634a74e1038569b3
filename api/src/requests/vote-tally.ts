// Vote counts and the viewer's own vote for every request on a page, each in one grouped query
// (DataLoader batches the fields a page of requests asks for into a single statement).
import DataLoader from 'dataloader';
import { createContextCache } from '@pothos/core';
import type { Prisma, PrismaClient } from '../generated/prisma/client.ts';
import type { VoteTally } from '#shared/request-rules';
import type { VoteValue } from './vote.ts';

interface LoaderContext {
  prisma: PrismaClient;
  viewer: { id: number } | null;
  /**
   * A live subscription's own record of its viewer's votes (live/viewer-votes.ts): read once on
   * subscribe and kept current from the events, so an event never queries it per subscriber.
   */
  heldViewerVotes?: Map<number, VoteValue | null>;
}

/** The tally of each request, in the order asked. */
export async function loadTallies(
  prisma: Pick<Prisma.TransactionClient, 'vote'>,
  requestIds: readonly number[],
): Promise<VoteTally[]> {
  const groups = await prisma.vote.groupBy({
    by: ['requestId', 'value'],
    where: { requestId: { in: [...requestIds] } },
    _count: { _all: true },
  });
  const counts = new Map(groups.map((group) => [`${group.requestId} ${group.value}`, group._count._all]));
  const count = (requestId: number, value: VoteValue) => counts.get(`${requestId} ${value}`) ?? 0;
  return requestIds.map((id) => ({ approvals: count(id, 'APPROVE'), rejections: count(id, 'REJECT') }));
}

/** One request's tally: what the resolution job counts, inside its transaction. */
export async function loadTally(prisma: Pick<Prisma.TransactionClient, 'vote'>, requestId: number): Promise<VoteTally> {
  const [tally] = await loadTallies(prisma, [requestId]);
  return tally ?? { approvals: 0, rejections: 0 };
}

async function loadViewerVotes(
  prisma: PrismaClient,
  viewerId: number,
  requestIds: readonly number[],
): Promise<(VoteValue | null)[]> {
  const votes = await prisma.vote.findMany({
    where: { userId: viewerId, requestId: { in: [...requestIds] } },
    select: { requestId: true, value: true },
  });
  const byRequest = new Map(votes.map((vote) => [vote.requestId, vote.value]));
  return requestIds.map((id) => byRequest.get(id) ?? null);
}

const loaders = createContextCache((ctx: LoaderContext) => ({
  tally: new DataLoader((ids: readonly number[]) => loadTallies(ctx.prisma, ids)),
  viewerVote: new DataLoader((ids: readonly number[]) =>
    ctx.viewer ? loadViewerVotes(ctx.prisma, ctx.viewer.id, ids) : Promise.resolve(ids.map(() => null)),
  ),
}));

export const voteTally = (ctx: LoaderContext, requestId: number) => loaders(ctx).tally.load(requestId);
export function viewerVote(ctx: LoaderContext, requestId: number): Promise<VoteValue | null> {
  const held = ctx.heldViewerVotes?.get(requestId);
  return held === undefined ? loaders(ctx).viewerVote.load(requestId) : Promise.resolve(held);
}

/** A subscription event brings the tally computed once after its commit: no query per subscriber. */
export function primeTally(ctx: LoaderContext, requestId: number, tally: VoteTally): void {
  loaders(ctx).tally.prime(requestId, tally);
}

/** After a vote in this operation: the counts read before it are stale. */
export function forgetVotes(ctx: LoaderContext, requestId: number): void {
  loaders(ctx).tally.clear(requestId);
  loaders(ctx).viewerVote.clear(requestId);
}
