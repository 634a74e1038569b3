import {
  Environment,
  Network,
  Observable,
  RecordSource,
  Store,
  type GraphQLResponse,
  type GraphQLResponseWithData,
} from 'relay-runtime';
import type { Answer, SentOperation } from '../../../test/fake-relay.tsx';

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
    network: Network.create(
      async (request, variables) => {
        const operation = { name: request.name, variables };
        sent.push(operation);
        return answer(operation);
      },
      (request, variables) =>
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
