// Persisted operations: the web app's Relay documents are known by their SHA-256 (relay-compiler
// writes persisted-operations.json), so the site sends an id instead of the text and its queries
// go as GETs that HTTP caches can keep. Any other document stays open to integrators.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import type { GraphQLError } from 'graphql';
import { createGraphQLError, type GraphQLParams, type Plugin } from 'graphql-yoga';
import { persistedQueryHash } from '#shared/persisted-query';

export const PERSISTED_OPERATIONS_FILE = path.resolve(import.meta.dirname, '../../../persisted-operations.json');

/** The manifest relay-compiler writes: SHA-256 of the text → the text. */
export function loadPersistedOperations(file = PERSISTED_OPERATIONS_FILE): ReadonlyMap<string, string> {
  let operations = loaded.get(file);
  if (!operations) {
    operations = new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>));
    loaded.set(file, operations);
  }
  return operations;
}
// Read once per process: the manifest changes only with a deployment.
const loaded = new Map<string, ReadonlyMap<string, string>>();

/** The text of one of the web app's operations (for tests and tools): its artifact names it by id only. */
export function operationText(params: { id?: string | null; name: string }): string {
  const text = params.id ? loadPersistedOperations().get(params.id) : undefined;
  if (text === undefined)
    throw new Error(`${params.name} is not in ${path.basename(PERSISTED_OPERATIONS_FILE)}: npm run generate`);
  return text;
}

/**
 * The id a request names, if any: `documentId` in a GET's URL (the GraphQL over HTTP persisted
 * documents convention, and the shortest URL), or Apollo's `extensions.persistedQuery.sha256Hash`
 * (GET or POST).
 */
export function persistedOperationId(params: GraphQLParams, request: Request): string | null {
  const apollo = persistedQueryHash(params.extensions);
  if (apollo !== undefined) return apollo;
  if (request.method !== 'GET') return null;
  const queryAt = request.url.indexOf('?');
  return queryAt === -1 ? null : new URLSearchParams(request.url.slice(queryAt + 1)).get('documentId');
}

/**
 * A WebSocket subscribe payload with the text its id stands for. The web app names its operations
 * by id only (Apollo's `extensions.persistedQuery`, as over HTTP) and an empty `query`, since
 * graphql-ws wants a string; a payload with a text of its own is taken as it is (integrators).
 * An id the server does not know gets the error Yoga's plugin gives over HTTP, which the web app
 * retries (a server of an older build, during a release).
 */
export function withPersistedText<P extends { query: string; extensions?: Record<string, unknown> | null }>(
  payload: P,
  operations: ReadonlyMap<string, string>,
): { payload: P } | { error: GraphQLError } {
  if (payload.query) return { payload };
  const id = persistedQueryHash(payload.extensions);
  const text = id === undefined ? undefined : operations.get(id);
  if (text === undefined) {
    return {
      error:
        id !== undefined
          ? createGraphQLError('PersistedQueryNotFound', { extensions: { code: 'PERSISTED_QUERY_NOT_IN_LIST' } })
          : createGraphQLError('Send the operation as a query, or the id of one this server knows.', {
              extensions: { code: 'BAD_USER_INPUT' },
            }),
    };
  }
  return { payload: { ...payload, query: text } };
}

export const PERSISTED_QUERY_MISMATCH_MESSAGE =
  'The query sent with this persisted id is not the text the id stands for: send the id or the text, not both.';

/**
 * A known id with a text of its own is refused (400) before anything prices the request: the
 * library runs whatever text arrives, while the id would have it charged as the site's own
 * query. The exact stored text is accepted. An id the server does not know, sent with its text,
 * is an ordinary document (Apollo's clients retry that way after PersistedQueryNotFound), priced
 * by its text.
 */
function refuseTextUnlikeTheId(operations: ReadonlyMap<string, string>): Plugin {
  return {
    onParams({ params, request }) {
      if (!params.query) return;
      const id = persistedOperationId(params, request);
      const stored = id === null ? undefined : operations.get(id);
      if (stored !== undefined && stored !== params.query) {
        throw createGraphQLError(PERSISTED_QUERY_MISMATCH_MESSAGE, {
          extensions: { code: 'PERSISTED_QUERY_MISMATCH', http: { status: 400 } },
        });
      }
    },
  };
}

export function useAppPersistedOperations(operations = loadPersistedOperations()): Plugin {
  return {
    onPluginInit({ addPlugin }) {
      addPlugin(refuseTextUnlikeTheId(operations));
      addPlugin(
        usePersistedOperations({
          allowArbitraryOperations: true,
          extractPersistedOperationId: persistedOperationId,
          getPersistedOperation: (id) => operations.get(id) ?? null,
        }),
      );
    },
  };
}
