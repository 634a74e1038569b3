import { createPubSub } from 'graphql-yoga';
import type { TypedEventTarget } from '@graphql-yoga/typed-event-target';

/**
 * Topics and payloads. Per-id topics ("requestVoted", id) so a subscriber only hears its own
 * request. Publish only after the database transaction has committed.
 */
export type PubSubTopics = {
  requestChanged: [requestId: number, payload: { requestId: number }];
};

export type PubSub = ReturnType<typeof createPubSub<PubSubTopics>>;

export function createAppPubSub(eventTarget?: TypedEventTarget<never>): PubSub {
  return createPubSub<PubSubTopics>(eventTarget ? { eventTarget } : undefined);
}
