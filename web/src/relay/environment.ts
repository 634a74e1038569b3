import { Environment, Network, Observable, RecordSource, Store, type FetchFunction, type SubscribeFunction } from 'relay-runtime';
import { createClient, type Client } from 'graphql-ws';

const fetchGraphQL: FetchFunction = async (operation, variables, _cacheConfig, _uploadables) => {
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    // The custom header is what Yoga's CSRF prevention looks for.
    headers: { 'content-type': 'application/json', accept: 'application/json', 'x-graphql-yoga-csrf': '1' },
    body: JSON.stringify({ query: operation.text, variables }),
  });
  // 400 and 429 carry GraphQL errors worth reading (validation, "try again in N seconds").
  if (!response.ok && response.status !== 400 && response.status !== 429) {
    throw new Error(`GraphQL request failed with status ${response.status}`);
  }
  return response.json();
};

let wsClient: Client | undefined;
function subscriptionClient(): Client {
  // Connect only when a screen first subscribes; most visitors never do.
  wsClient ??= createClient({
    url: `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`,
    lazy: true,
    retryAttempts: Infinity,
  });
  return wsClient;
}

const subscribe: SubscribeFunction = (operation, variables) =>
  Observable.create((sink) =>
    subscriptionClient().subscribe(
      { operationName: operation.name, query: operation.text ?? '', variables },
      {
        next: (value) => sink.next(value as never),
        error: (error) => sink.error(error instanceof Error ? error : new Error(String(error))),
        complete: () => sink.complete(),
      },
    ),
  );

export function createRelayEnvironment(): Environment {
  return new Environment({
    network: Network.create(fetchGraphQL, subscribe),
    store: new Store(new RecordSource(), { gcReleaseBufferSize: 20 }),
  });
}

export const relayEnvironment = createRelayEnvironment();
