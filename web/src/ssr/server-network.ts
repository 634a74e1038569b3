import { Network, Observable, type GraphQLResponse, type INetwork } from 'relay-runtime';
import type { ExecuteOperation } from './entry-server.tsx';

/** The API's answer while its database does not answer (api/src/http/database-unavailable.ts). */
function saysUnavailable(response: GraphQLResponse): boolean {
  const errors = ('errors' in response ? response.errors : undefined) as
    { extensions?: { code?: unknown } }[] | undefined;
  return (errors ?? []).some((error) => error.extensions?.code === 'SERVICE_UNAVAILABLE');
}

export interface ServerNetwork {
  network: INetwork;
  /** Resolves once every operation started so far has its answer. */
  settled(): Promise<void>;
  /** Whether an answer said the catalogue is briefly unavailable. */
  unavailable(): boolean;
}

/**
 * A server render's network: operations run in-process (`execute`). An answer that says the
 * database is out of reach is not handed to Relay (the screen would show an error page): its
 * query stays pending, so the page renders its loading state, and the browser, which finds no
 * records for it, asks again after hydration and waits the outage out, saying so.
 */
export function serverNetwork(execute: ExecuteOperation): ServerNetwork {
  const answers: Promise<unknown>[] = [];
  let unavailable = false;
  const network = Network.create((operation, variables) =>
    Observable.create<GraphQLResponse>((sink) => {
      const answer = execute(operation, variables).then(
        (response) => {
          if (saysUnavailable(response)) unavailable = true;
          else {
            sink.next(response);
            sink.complete();
          }
        },
        (error: unknown) => sink.error(error instanceof Error ? error : new Error(String(error))),
      );
      answers.push(answer);
    }),
  );
  return {
    network,
    settled: async () => {
      await Promise.allSettled(answers);
    },
    unavailable: () => unavailable,
  };
}
