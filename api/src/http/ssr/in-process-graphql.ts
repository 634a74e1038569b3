import type { IncomingMessage } from 'node:http';
import { persistedQueryExtension } from '#shared/persisted-query';

/** What the server entry asks for: Relay's operation parameters (web/src/ssr/entry-server.tsx). */
export interface OperationParameters {
  id?: string | null;
  name: string;
  text?: string | null;
  operationKind: string;
}

/** The part of Yoga used: its in-process fetch, which runs the whole plugin chain without a socket. */
export interface YogaFetch {
  fetch(input: string, init: RequestInit, serverContext: { req: IncomingMessage }): Promise<Response> | Response;
}

// The headers that say who is asking: the session cookie, and the proxy's view of the client.
const FORWARDED = ['cookie', 'x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'user-agent'];

/**
 * Runs a server render's operations in this process, as the browser would send them: persisted
 * queries as GETs (so the catalogue's response cache answers them), others as POSTs, with the
 * page request's cookie and client address, so a signed-in reader's page is rendered for them and
 * the cost limit counts it against them. No HTTP connection is made.
 */
export function inProcessGraphQL(yoga: YogaFetch, req: IncomingMessage) {
  const headers = new Headers({ accept: 'application/json', 'x-graphql-yoga-csrf': '1' });
  for (const name of FORWARDED) {
    const value = req.headers[name];
    if (value) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const secure = 'encrypted' in req.socket && req.socket.encrypted === true;
  const origin = `${secure ? 'https' : 'http'}://${req.headers.host ?? 'localhost'}`;
  return async (operation: OperationParameters, variables: Record<string, unknown>): Promise<unknown> => {
    if (operation.id && operation.operationKind === 'query') {
      const params = new URLSearchParams({ documentId: operation.id, operationName: operation.name });
      if (Object.keys(variables).length > 0) params.set('variables', JSON.stringify(variables));
      const response = await yoga.fetch(`${origin}/graphql?${params}`, { method: 'GET', headers }, { req });
      return response.json();
    }
    const response = await yoga.fetch(
      `${origin}/graphql`,
      {
        method: 'POST',
        headers: { ...Object.fromEntries(headers), 'content-type': 'application/json' },
        // By id as the browser sends it (the artifacts carry no text), Apollo's extension.
        body: JSON.stringify(
          operation.id
            ? { extensions: persistedQueryExtension(operation.id), variables }
            : { query: operation.text, variables },
        ),
      },
      { req },
    );
    return response.json();
  };
}
