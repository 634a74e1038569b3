// viewerVote on a live subscription, from data held per subscription: read once when it
// subscribes, then kept current from the events (each carries the votes cast since the last), so
// an event fanned out to thousands of watchers never asks each one's vote from the database.
import type { Context } from '../context.ts';
import type { RequestEvent } from '../pubsub.ts';

/**
 * Call after subscribing to the request's events, so no vote falls between the read and the first
 * event. Not awaited by the subscription's start: under a crowd of subscribers the read may wait
 * for a pooled connection, and a subscription must not fail for it. Until it is held (or if it
 * failed) the vote is unknown, and viewerVote reads it per viewer, which is right, just not shared.
 */
export function holdViewerVote(ctx: Context, requestId: number): void {
  const viewer = ctx.viewer;
  if (!viewer) return;
  // An event that arrives before the read answers may carry a newer vote: the read must not overwrite it.
  (ctx.heldViewerVoteReads ??= new Set()).add(requestId);
  // The hub waits for it before its next delivery (broadcast.ts), so the event is shared from the first.
  ctx.heldViewerVotesReady = ctx.prisma.vote
    .findUnique({ where: { requestId_userId: { requestId, userId: viewer.id } }, select: { value: true } })
    .then(
      (vote) => {
        if (ctx.heldViewerVoteReads?.has(requestId))
          (ctx.heldViewerVotes ??= new Map()).set(requestId, vote?.value ?? null);
      },
      // Left unknown: viewerVote reads it when asked.
      () => {},
    )
    .finally(() => ctx.heldViewerVoteReads?.delete(requestId));
}

/** What an event tells this subscription about its viewer's vote. */
export function followViewerVote(ctx: Context, event: Partial<RequestEvent>): void {
  if (event.requestId === undefined) return;
  // An event before the first read answered: that read may be older than the event, so it is dropped.
  ctx.heldViewerVoteReads?.delete(event.requestId);
  const held = ctx.heldViewerVotes;
  if (!held || !ctx.viewer || !held.has(event.requestId)) return;
  // An event from an older instance, without the votes: the viewer's vote is unknown again.
  if (!Array.isArray(event.votes)) return void held.delete(event.requestId);
  if (event.votesCleared) held.set(event.requestId, null);
  const own = event.votes.find((vote) => vote.userId === ctx.viewer?.id);
  if (own) held.set(event.requestId, own.value);
}
