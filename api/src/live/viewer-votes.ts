// viewerVote on a live subscription, from data held per subscription: read once when it
// subscribes, then kept current from the events (each carries the votes cast since the last), so
// an event fanned out to thousands of watchers never asks each one's vote from the database.
import type { Context } from '../context.ts';
import type { RequestEvent } from '../pubsub.ts';

/** Call after subscribing to the request's events, so no vote falls between the read and the first event. */
export async function holdViewerVote(ctx: Context, requestId: number): Promise<void> {
  if (!ctx.viewer) return;
  const vote = await ctx.prisma.vote.findUnique({
    where: { requestId_userId: { requestId, userId: ctx.viewer.id } },
    select: { value: true },
  });
  (ctx.heldViewerVotes ??= new Map()).set(requestId, vote?.value ?? null);
}

/** What an event tells this subscription about its viewer's vote. */
export function followViewerVote(ctx: Context, event: Partial<RequestEvent>): void {
  const held = ctx.heldViewerVotes;
  if (!held || !ctx.viewer || event.requestId === undefined || !held.has(event.requestId)) return;
  // An event from an older instance, without the votes: the viewer's vote is unknown again.
  if (!Array.isArray(event.votes)) return void held.delete(event.requestId);
  if (event.votesCleared) held.set(event.requestId, null);
  const own = event.votes.find((vote) => vote.userId === ctx.viewer?.id);
  if (own) held.set(event.requestId, own.value);
}
