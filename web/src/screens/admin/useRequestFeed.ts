import { useMemo, useState } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type {
  useRequestFeedSubscription,
  useRequestFeedSubscription$data,
} from '../../__generated__/useRequestFeedSubscription.graphql.ts';

const subscription = graphql`
  subscription useRequestFeedSubscription($after: Int) {
    requestFeed(after: $after) {
      kind
      at
      request {
        id
        databaseId
        gameTitle
        type
        status
        approvalPercentage
        submitter {
          username
        }
      }
    }
  }
`;

export type FeedEvent = NonNullable<useRequestFeedSubscription$data['requestFeed']> & { key: number };

/** How many events the feed keeps on screen; older ones drop off the bottom. */
export const FEED_LENGTH = 50;

/**
 * Site-wide request activity as it happens, newest first. The feed starts when the page opens;
 * after a lost connection the server sends what happened meanwhile, each event once (`after`,
 * filled in by relay/live-connection.ts).
 */
export function useRequestFeed(): readonly FeedEvent[] {
  const [events, setEvents] = useState<readonly FeedEvent[]>([]);
  const config = useMemo<GraphQLSubscriptionConfig<useRequestFeedSubscription>>(() => {
    let key = 0;
    return {
      subscription,
      variables: {},
      onNext: (response) => {
        const event = response?.requestFeed;
        if (event) setEvents((current) => [{ ...event, key: key++ }, ...current].slice(0, FEED_LENGTH));
      },
    };
  }, []);
  useSubscription(config);
  return events;
}
