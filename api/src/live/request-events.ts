// Request events with the data subscribers need, computed once per event after the commit (the
// submitter), so 2,000 watchers do not each reload it. The tally is read once per event and
// instance by the hub that fans it out (broadcast.ts), after every event it has received, so a
// late event from another instance never leaves an older count; it is not read here as well.
// Bursts coalesce: a request's events within COALESCE_MS of its last publication go out together
// as one, published after the last of them committed, so the final state is never lost.
import type { PrismaClient } from '../generated/prisma/client.ts';
import type { PubSub, RequestEvent, RequestFeedKind, VoteChange } from '../pubsub.ts';
import type { BackgroundTasks } from '../background.ts';
import { requestStream, type LiveEventLog } from './event-log.ts';

/** Longest a change waits for others on the same request (well under the 200 ms a watcher may wait). */
export const COALESCE_MS = 100;

export interface RequestChange {
  /** A comment added: delivered to commentAdded at once, never coalesced (each one is shown). */
  commentId?: number;
  /** The vote just committed, so the voter's own connections learn their vote without a query. */
  vote?: VoteChange;
  /** The request was reset: every vote on it is gone. */
  votesCleared?: boolean;
}

interface Pending {
  kinds: Map<RequestFeedKind, string>;
  votes: Map<number, VoteChange>;
  votesCleared: boolean;
}

interface RequestState {
  pending: Pending | null;
  timer: NodeJS.Timeout | null;
  lastFlush: number;
  /** Publications of one request go out in order. */
  chain: Promise<void>;
}

type Services = { pubsub: PubSub; db: { prisma: PrismaClient }; tasks: BackgroundTasks; liveEvents: LiveEventLog };

const states = new WeakMap<PubSub, Map<number, RequestState>>();

function stateOf(pubsub: PubSub, requestId: number): RequestState {
  let byRequest = states.get(pubsub);
  if (!byRequest) states.set(pubsub, (byRequest = new Map()));
  let state = byRequest.get(requestId);
  if (!state)
    byRequest.set(requestId, (state = { pending: null, timer: null, lastFlush: 0, chain: Promise.resolve() }));
  return state;
}

/** After a commit: the request's own subscribers, the comment thread when a comment was added, and the moderators' feed. */
export function publishRequestEvent(
  services: Services,
  kind: RequestFeedKind,
  requestId: number,
  change: RequestChange = {},
): void {
  if (change.commentId !== undefined)
    services.pubsub.publish('commentAdded', requestId, {
      requestId,
      commentId: change.commentId,
      sequence: change.commentId,
    });
  const state = stateOf(services.pubsub, requestId);
  const pending = (state.pending ??= { kinds: new Map(), votes: new Map(), votesCleared: false });
  if (!pending.kinds.has(kind)) pending.kinds.set(kind, new Date().toISOString());
  if (change.votesCleared) {
    pending.votesCleared = true;
    pending.votes.clear();
  }
  if (change.vote) pending.votes.set(change.vote.userId, change.vote);
  if (state.timer) return;
  const delay = Math.max(0, state.lastFlush + COALESCE_MS - Date.now());
  let done: () => void = () => {};
  // Shutdown (and each test) waits for what is still to be published.
  services.tasks.run('request event', () => new Promise<void>((resolve) => (done = resolve)));
  state.timer = setTimeout(() => {
    state.timer = null;
    state.lastFlush = Date.now();
    const taken = state.pending;
    state.pending = null;
    state.chain = state.chain
      .then(() => (taken ? flush(services, requestId, taken) : undefined))
      .catch((error: unknown) => console.error('[live] request event failed:', error))
      .finally(done);
  }, delay);
}

async function flush(services: Services, requestId: number, pending: Pending): Promise<void> {
  const prisma = services.db.prisma;
  const row = await prisma.request.findUnique({ where: { id: requestId }, select: { submitterId: true } });
  const event: RequestEvent = {
    requestId,
    submitterId: row?.submitterId ?? null,
    votes: [...pending.votes.values()],
    votesCleared: pending.votesCleared,
  };
  // Sequenced after the commit and before publishing, so a watcher who reconnects and names the
  // last one it saw is sent what came after (event-log.ts).
  const sequence = await orNone(services.liveEvents.nextSequence(requestStream(requestId)));
  services.pubsub.publish('requestUpdated', requestId, { ...event, sequence });
  for (const [kind, at] of pending.kinds) {
    const feedEvent = { ...event, kind, at };
    services.pubsub.publish('requestFeed', {
      ...feedEvent,
      sequence: await orNone(services.liveEvents.appendFeedEvent(feedEvent)),
    });
  }
}

/** A sequence that could not be taken leaves the event unsequenced, which is still delivered. */
function orNone(sequence: Promise<number>): Promise<number | undefined> {
  return sequence.catch((error: unknown) => {
    console.error('[live] no sequence for an event:', error);
    return undefined;
  });
}
