import type { ReactElement } from 'react';
import { Environment, Network, RecordSource, Store, type GraphQLResponse, type Variables } from 'relay-runtime';
import { renderAt, type RenderOptions } from './render.tsx';

/** One GraphQL operation the component sent: its name (`…Query`, `…Mutation`) and variables. */
export interface SentOperation {
  name: string;
  variables: Variables;
}

/** The fake server: answers each operation; throwing is a network failure. */
export type Answer = (operation: SentOperation) => GraphQLResponse | Promise<GraphQLResponse>;

/** For component tests: a Relay environment whose server is `answer`, recording every operation sent. */
export function fakeRelayEnvironment(answer: Answer) {
  const sent: SentOperation[] = [];
  const environment = new Environment({
    network: Network.create(async (request, variables) => {
      const operation = { name: request.name, variables };
      sent.push(operation);
      return answer(operation);
    }),
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
