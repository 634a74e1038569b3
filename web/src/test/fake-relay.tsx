import type { ReactElement } from 'react';
import {
  Environment,
  Network,
  RecordSource,
  Store,
  type FetchFunction,
  type GraphQLResponse,
  type Variables,
} from 'relay-runtime';
import { renderAt, type RenderOptions } from './render.tsx';

/** One GraphQL operation the component sent: its name (`…Query`, `…Mutation`) and variables. */
export interface SentOperation {
  name: string;
  variables: Variables;
}

/** The fake server: answers each operation; throwing is a network failure. */
export type Answer = (operation: SentOperation) => GraphQLResponse | Promise<GraphQLResponse>;

/**
 * The fake server's side of Relay's network: records each operation in `sent` and asks `answer`.
 *
 * A query that `answer` answers with a value is answered at once, as a route loader's preload is by
 * the time its screen renders: the screen does not suspend. Were it a promise, React would show the
 * Suspense fallback and then hold the content back for its reveal throttle (300 ms), a wait every
 * screen test paid for nothing (about 14 s of the web tests' 29 s). A test that wants the loading
 * state answers with a promise. A mutation's answer always comes later, as from a real server, so
 * the optimistic state is on screen in between. A throw is a network failure, either way.
 */
export function fakeFetch(answer: Answer, sent: SentOperation[]): FetchFunction {
  return (request, variables) => {
    const operation = { name: request.name, variables };
    sent.push(operation);
    try {
      const answered = answer(operation);
      return request.operationKind === 'query' ? answered : Promise.resolve(answered);
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  };
}

/** For component tests: a Relay environment whose server is `answer`, recording every operation sent. */
export function fakeRelayEnvironment(answer: Answer) {
  const sent: SentOperation[] = [];
  const environment = new Environment({
    network: Network.create(fakeFetch(answer, sent)),
    store: new Store(new RecordSource()),
  });
  return { environment, sent };
}

/** `renderAt` with `answer` as the GraphQL server: what was rendered, and what was sent to it. */
export function renderWithRelay(
  element: ReactElement,
  answer: Answer,
  options: Omit<RenderOptions, 'environment'> = {},
) {
  const { environment, sent } = fakeRelayEnvironment(answer);
  return { ...renderAt(element, { ...options, environment }), environment, sent };
}

/** The mutations among the operations sent, leaving out the queries that loaded the screen. */
export const mutationsIn = (sent: readonly SentOperation[]) =>
  sent.filter((operation) => operation.name.endsWith('Mutation'));
