// A request's new comments, each with its sequence: the comment's own id, since comments are
// kept for good and are their own log. A client that names the last it saw (`after`) is first
// sent the request's comments after it, then the live ones it was not already sent.
import type { Context } from '../context.ts';
import { acknowledgeLive } from './broadcast.ts';
import { oncePerEvent } from './per-event.ts';

export interface CommentEvent {
  requestId: number;
  commentId: number;
  sequence?: number;
}

/** The most comments one catch-up sends (a longer gap is a page the client reloads anyway). */
const REPLAY_LIMIT = 200;

export function commentStream(ctx: Context, requestId: number, after: number | null | undefined) {
  const live = ctx.pubsub.subscribe('commentAdded', requestId)[Symbol.asyncIterator]();
  const done = { done: true as const, value: undefined };
  // Listening from here (the pubsub's repeater starts on its first `next`), so nothing falls
  // between the read below and the live events.
  const firstLive = live.next();
  let last = after ?? 0;
  let missed: Promise<CommentEvent[]> =
    after === null || after === undefined
      ? Promise.resolve([])
      : ctx.prisma.comment
          .findMany({
            where: { requestId, id: { gt: after } },
            orderBy: { id: 'asc' },
            take: REPLAY_LIMIT,
            select: { id: true },
          })
          .then(
            (rows) => rows.map((row) => ({ requestId, commentId: row.id })),
            (error: unknown) => {
              // The thread is as current as live events make it; the next reconnect asks again.
              console.error('[live] comment catch-up failed:', error);
              return [];
            },
          );
  let ended = false;
  // The thread's last comment as of now, read once listening: a client that loses its socket
  // before any comment came names it as `after` and is sent what was added meanwhile (without it,
  // such a client had nothing to name and missed those comments).
  void ctx.prisma.comment
    .findFirst({ where: { requestId }, orderBy: { id: 'desc' }, select: { id: true } })
    .then((latest) => !ended && acknowledgeLive(ctx, Math.max(after ?? 0, latest?.id ?? 0)))
    .catch((error: unknown) => console.error('[live] comment acknowledgement failed:', error));
  let pending: Promise<IteratorResult<{ requestId: number; commentId: number }>> | null = firstLive;
  const iterator: AsyncIterableIterator<CommentEvent> = {
    [Symbol.asyncIterator]() {
      return iterator;
    },
    async next(): Promise<IteratorResult<CommentEvent>> {
      const replay = await missed;
      const replayed = replay.shift();
      if (replayed) {
        last = Math.max(last, replayed.commentId);
        return { done: false, value: { ...replayed, sequence: replayed.commentId } };
      }
      missed = Promise.resolve(replay);
      for (;;) {
        const step = await (pending ?? live.next());
        pending = null;
        if (step.done) return done;
        // Already sent by the catch-up.
        if (step.value.commentId <= last) continue;
        last = step.value.commentId;
        // One object per event for every subscriber, so the comment is read once (per-event.ts).
        const heard = step.value;
        return {
          done: false,
          value: oncePerEvent(heard, 'comment event', () => ({ ...heard, sequence: heard.commentId })),
        };
      }
    },
    async return() {
      ended = true;
      await live.return?.();
      return done;
    },
    async throw(error: unknown) {
      ended = true;
      await live.return?.();
      throw error;
    },
  };
  return iterator;
}
