// The events a hub (broadcast.ts) fans out: what each topic's events are, and how events queued
// while the hub was busy are merged (request events: the latest state; comments: never).
import type { CommentEvent, RequestEvent, RequestFeedPayload } from '../pubsub.ts';

export type HubTopic = 'requestUpdated' | 'requestFeed' | 'commentAdded';
export type HubEvent = RequestEvent | RequestFeedPayload | CommentEvent;

/** A topic whose every event is shown (a comment): never merged, never sent twice to a subscriber. */
export const eachShown = (topic: HubTopic) => topic === 'commentAdded';

/** A comment's sequence is its id (an older instance publishes it without). */
export function stamped(topic: HubTopic, event: HubEvent): HubEvent {
  if (!eachShown(topic) || event.sequence !== undefined || !('commentId' in event)) return event;
  return { ...event, sequence: event.commentId };
}

/** Events queued while the hub was busy, as few as say the same. */
export function merge(topic: HubTopic, events: HubEvent[]): HubEvent[] {
  if (events.length < 2 || eachShown(topic)) return events;
  if (topic === 'requestUpdated') return [mergeRequestEvents(events as RequestEvent[])];
  // The feed shows each kind of change of each request: merge only repeats of the same one.
  const byChange = new Map<string, RequestFeedPayload[]>();
  for (const event of events as RequestFeedPayload[]) {
    const key = `${event.requestId} ${event.kind}`;
    byChange.set(key, [...(byChange.get(key) ?? []), event]);
  }
  const merged = [...byChange.values()].map((same) => {
    const event: RequestFeedPayload = { ...mergeRequestEvents(same), kind: same[0]!.kind, at: same[0]!.at };
    // Sent with the event, so a client knows the sequences it stands for are not missing.
    const sequences = same.flatMap((one) => [one.sequenceFrom ?? one.sequence, one.sequence]);
    const first = Math.min(...sequences.filter((sequence) => sequence !== undefined));
    if (same.length > 1 && Number.isFinite(first) && first !== event.sequence) event.sequenceFrom = first;
    return event;
  });
  // In sequence order: a client drops an event whose sequence it has already seen (a duplicate).
  return merged.sort((a, b) => (a.sequence ?? 0) - (b.sequence ?? 0));
}

/** The latest state, with every vote of the merged events (a later reset clears the earlier ones). */
export function mergeRequestEvents<T extends RequestEvent>(events: T[]): T {
  const votes = new Map<number, RequestEvent['votes'][number]>();
  let votesCleared = false;
  let knownVotes = true;
  for (const event of events) {
    if (!Array.isArray(event.votes)) knownVotes = false;
    if (event.votesCleared) {
      votesCleared = true;
      votes.clear();
    }
    for (const vote of event.votes ?? []) {
      votes.delete(vote.userId);
      votes.set(vote.userId, vote);
    }
  }
  const last = events.at(-1)!;
  // An event without its votes (an older instance's) leaves the viewers' votes unknown, as it would alone.
  return { ...last, votes: knownVotes ? [...votes.values()] : (undefined as never), votesCleared };
}
