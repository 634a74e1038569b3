import {
  Environment,
  Network,
  Observable,
  RecordSource,
  Store,
  type GraphQLResponse,
  type GraphQLResponseWithData,
} from 'relay-runtime';
import { fakeFetch, type Answer, type SentOperation } from '../../../test/fake-relay.tsx';

/**
 * Like fakeRelayEnvironment, plus subscriptions: each one the page opens is kept by operation
 * name, and `push` delivers an event to it as the server would.
 */
export function liveRelayEnvironment(answer: Answer) {
  const sent: SentOperation[] = [];
  const subscriptions = new Map<
    string,
    { variables: SentOperation['variables']; sink: { next(response: GraphQLResponse): void } }
  >();
  const environment = new Environment({
    network: Network.create(fakeFetch(answer, sent), (request, variables) =>
      Observable.create<GraphQLResponse>((sink) => {
        subscriptions.set(request.name, { variables, sink });
        return () => subscriptions.delete(request.name);
      }),
    ),
    store: new Store(new RecordSource()),
  });
  const push = (name: string, data: GraphQLResponseWithData['data']) => {
    const subscription = subscriptions.get(name);
    if (!subscription) throw new Error(`no open subscription ${name}`);
    subscription.sink.next({ data });
  };
  return { environment, sent, subscriptions, push };
}
